import { describe, expect, it } from "vitest";
import { checkFairness } from "../src/table/fairness";

// Known answers computed with Python's hashlib as igroteka.engine.randomness does
// (commitment = sha256(server_seed); seed = int(sha256("\n".join([server, *sorted(players)]))).
const SERVER = "server-secret-42";
const COMMITMENT = "fce7fb11adad2500cd682f6ced949491c839bc3aa208aac869d249b6fb80ad15";
const SEED = "33570097026071894921223837703401286947358136446849060524577861509238968695889";

describe("the fair-deal proof", () => {
  it("accepts a commitment and seed that match the revealed seeds", async () => {
    const check = await checkFairness({ commitment: COMMITMENT, server_seed: SERVER, player_seeds: { "1": "zeta", "0": "alpha" }, seed: SEED });
    expect(check).toEqual({ commitmentOk: true, seedOk: true });
  });

  it("catches a server seed that does not match its commitment", async () => {
    const check = await checkFairness({ commitment: COMMITMENT, server_seed: "server-secret-43", player_seeds: {}, seed: null });
    expect(check).toEqual({ commitmentOk: false, seedOk: null });
  });

  it("catches a game seed that ignores a player's seed", async () => {
    const check = await checkFairness({ commitment: COMMITMENT, server_seed: SERVER, player_seeds: { "0": "alpha" }, seed: SEED });
    expect(check).toEqual({ commitmentOk: true, seedOk: false });
  });

  it("has nothing to check before the server reveals its seed", async () => {
    expect(await checkFairness({ commitment: COMMITMENT, player_seeds: {} })).toBeNull();
  });
});

/**
 * Checking the fair-deal proof in the browser: the published commitment must
 * be the SHA-256 of the server's revealed seed, and the game's seed must be
 * the SHA-256 of that seed and the players' seeds (sorted), as the server's
 * engine.randomness computes them. Nobody has to trust the server's word.
 */
import type { Fairness } from "../net/types";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface FairnessCheck {
  /** The revealed server seed hashes to the commitment published before the game. */
  commitmentOk: boolean;
  /** The game's seed is derived from the server's and the players' seeds (null if not published). */
  seedOk: boolean | null;
}

export async function checkFairness(proof: Fairness): Promise<FairnessCheck | null> {
  if (!proof.server_seed) return null;
  const commitmentOk = (await sha256Hex(proof.server_seed)) === proof.commitment.toLowerCase();
  let seedOk: boolean | null = null;
  if (proof.seed != null && proof.seed !== "") {
    const players = Object.values(proof.player_seeds ?? {}).sort();
    const combined = await sha256Hex([proof.server_seed, ...players].join("\n"));
    seedOk = BigInt(`0x${combined}`).toString() === String(proof.seed);
  }
  return { commitmentOk, seedOk };
}

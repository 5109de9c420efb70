"""The fair-deal proof end to end, through a real chance game and the real CLI."""

from __future__ import annotations

import io
import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.cli import main
from igroteka.engine import GameRecord, all_games, replay
from igroteka.engine.randomness import commitment
from igroteka.server.fairness import (
    FairDeal,
    FairnessError,
    FairnessProof,
    check_player_seed,
    new_server_seed,
    verify,
)
from tests.economy.chance_game import DECK, GAME, HighSumState

SERVER_SEED = "5e6c1b2f0d9a4c7e8b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c"


def play_game(
    deal: FairDeal, seats: int = 3, deals: int = 2, choice_seed: int = 7
) -> tuple[FairnessProof, dict[str, Any]]:
    """Play a whole game as the server would; the proof, and what each seat saw at the start."""
    options = GAME.resolve_options(overrides={"seats": seats, "deals": deals})
    state = GAME.new_state(options, deal.start())
    seen = {"all": state.full_view(), **{str(s): state.view(s) for s in range(seats)}}
    chooser = random.Random(choice_seed)
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()), state.current_seat())
    record = GameRecord.of(state)
    outcome = state.outcome()
    assert outcome is not None
    proof = deal.proof(GAME.id, options, record.actions, outcome.to_json(), table="t-42")
    return FairnessProof.from_json(json.loads(json.dumps(proof.to_json()))), seen


def seeded_deal() -> FairDeal:
    deal = FairDeal(SERVER_SEED)
    deal.add_player_seed(0, "ann's lucky seed", 3)
    deal.add_player_seed(2, "кот", 3)
    return deal


def test_a_fair_game_verifies_and_shows_the_deals_the_players_saw() -> None:
    deal = FairDeal()
    announced = deal.announcement()
    deal.add_player_seed(1, "my seed", 3)
    proof, seen = play_game(deal)
    assert announced["commitment"] == commitment(proof.server_seed or "")
    assert "server_seed" not in announced
    result = verify(proof)
    assert result.ok, [c.text.render("en") for c in result.checks if not c.ok]
    assert [c.key for c in result.checks] == ["commitment", "seed", "replay", "outcome"]
    assert result.initial_views == seen
    assert result.seed == deal.game_seed
    assert any(e["kind"] == "deal" for events in result.events for e in events)
    record = GameRecord(GAME.id, proof.options, deal.game_seed, proof.actions)
    assert replay(record).full_view() == result.final_view
    assert "Раздачи честные" in result.verdict().render("ru")
    assert "fair" in result.verdict().render("en")


def test_player_seeds_change_the_deal_and_their_order_does_not_matter() -> None:
    one = FairDeal(SERVER_SEED, {0: "a", 1: "b"})
    swapped = FairDeal(SERVER_SEED, {0: "b", 1: "a"})
    alone = FairDeal(SERVER_SEED, {0: "a"})
    assert one.game_seed == swapped.game_seed != alone.game_seed
    first = GAME.new_state(GAME.resolve_options(), one.game_seed).full_view()["hands"]
    other = GAME.new_state(GAME.resolve_options(), alone.game_seed).full_view()["hands"]
    assert first != other


def failed(result: Any) -> tuple[str, str, str]:
    check = next(c for c in result.checks if not c.ok)
    return check.key, check.text.render("en"), check.text.render("ru")


def test_a_replaced_server_seed_fails_the_commitment() -> None:
    proof, _ = play_game(seeded_deal())
    forged = replace(proof, server_seed=new_server_seed())
    result = verify(forged)
    key, english, russian = failed(result)
    assert not result.ok and key == "commitment"
    assert "the seed was replaced" in english and "зерно подменено" in russian
    assert "FAILED" in result.verdict().render("en")


def test_a_commitment_that_is_not_a_hash_fails_the_check_and_breaks_nothing() -> None:
    proof, _ = play_game(seeded_deal())
    for odd in ("ЖЖЖ", "€" * 64, ""):
        result = verify(replace(proof, commitment=odd))
        assert not result.ok and failed(result)[0] == "commitment"


def test_a_proofs_seed_and_seats_are_read_as_the_schema_says() -> None:
    proof, _ = play_game(seeded_deal())
    data = proof.to_json()
    assert FairnessProof.from_json({**data, "seed": str(proof.seed)}).seed == proof.seed
    for seed in ("12a", " 12", True, 1.5):
        with pytest.raises(FairnessError, match="seed"):
            FairnessProof.from_json({**data, "seed": seed})
    with pytest.raises(FairnessError, match="player_seeds"):
        FairnessProof.from_json({**data, "player_seeds": {"²": "x"}})


def test_a_changed_player_seed_fails_the_seed_check() -> None:
    proof, _ = play_game(seeded_deal())
    forged = replace(proof, player_seeds={**proof.player_seeds, 2: "not what I typed"})
    key, english, _ = failed(verify(forged))
    assert key == "seed" and "does not follow" in english


def test_a_changed_deal_without_a_claimed_seed_fails_the_replay() -> None:
    proof, _ = play_game(seeded_deal())
    forged = replace(proof, player_seeds={**proof.player_seeds, 2: "other"}, seed=None)
    key, english, russian = failed(verify(forged))
    assert key in {"replay", "outcome"}
    assert "move" in english or "result" in english
    assert "ход" in russian or "результат" in russian


def test_a_changed_action_fails_with_the_move_number() -> None:
    proof, _ = play_game(seeded_deal())
    state: HighSumState = GAME.new_state(proof.options, proof.seed or 0)
    not_in_hand = next(str(card) for card in DECK if card not in state.hands[state.turn])
    actions = [{"card": not_in_hand}, *proof.actions[1:]]
    key, english, russian = failed(verify(replace(proof, actions=actions)))
    assert key == "replay"
    assert english.startswith("move 1 (") and not_in_hand in english
    assert "not in your hand" in english and "ход №1" in russian


def test_reordered_or_truncated_actions_fail() -> None:
    proof, _ = play_game(seeded_deal())
    truncated = replace(proof, actions=proof.actions[:-1])
    key, english, _ = failed(verify(truncated))
    assert key == "outcome" and "do not finish" in english
    swapped = proof.actions[:]
    swapped[0], swapped[1] = swapped[1], swapped[0]
    assert failed(verify(replace(proof, actions=swapped)))[0] == "replay"


def test_a_forged_result_fails() -> None:
    proof, _ = play_game(seeded_deal())
    assert proof.outcome is not None
    forged = {**proof.outcome, "winners": [9]}
    key, english, _ = failed(verify(replace(proof, outcome=forged)))
    assert key == "outcome" and "differs" in english and "[9]" in english


def test_a_running_game_has_nothing_to_verify_yet() -> None:
    proof, _ = play_game(seeded_deal())
    result = verify(proof.public())
    key, english, _ = failed(result)
    assert key == "revealed" and "not revealed" in english
    public = proof.public().to_json()
    assert public["server_seed"] is None and public["seed"] is None
    assert public["actions"] == [] and public["outcome"] is None
    assert public["commitment"] == proof.commitment


@settings(max_examples=15, deadline=None)
@given(
    st.integers(2, 4),
    st.lists(
        st.text(
            st.characters(
                min_codepoint=32, max_codepoint=0x10FFFF, exclude_categories=("Cs", "Cc")
            ),
            min_size=1,
            max_size=20,
        ).filter(str.strip),
        max_size=4,
    ),
    st.integers(0, 1000),
)
def test_any_game_with_any_player_seeds_verifies(
    seats: int, seeds: list[str], choice_seed: int
) -> None:
    deal = FairDeal()
    for seat, seed in list(enumerate(seeds))[:seats]:
        deal.add_player_seed(seat, seed, seats)
    proof, seen = play_game(deal, seats=seats, deals=1, choice_seed=choice_seed)
    result = verify(proof)
    assert result.ok and result.initial_views == seen


@pytest.mark.parametrize(
    ("seed", "needle"),
    [
        ("", "non-empty"),
        ("   ", "non-empty"),
        (5, "non-empty"),
        ("x" * 129, "at most 128"),
        ("two\nseeds", "line breaks"),
        ("bell\x07", "control"),
    ],
)
def test_bad_player_seeds_are_refused(seed: Any, needle: str) -> None:
    with pytest.raises(FairnessError) as caught:
        check_player_seed(seed)
    assert needle in caught.value.message("en")
    assert caught.value.message("ru") != caught.value.message("en")


def test_a_seat_gives_its_seed_once_only_its_own_seat_and_before_the_start() -> None:
    deal = FairDeal()
    deal.add_player_seed(0, "first", 2)
    with pytest.raises(FairnessError) as twice:
        deal.add_player_seed(0, "second", 2)
    with pytest.raises(FairnessError) as stranger:
        deal.add_player_seed(5, "x", 2)
    assert twice.value.code == "seed_already_given" and "already" in twice.value.message("en")
    assert "No such seat: 5" in stranger.value.message("en")
    assert deal.player_seeds == {0: "first"}
    assert FairDeal.from_private_json(deal.to_private_json()) == deal
    seed = deal.start()
    with pytest.raises(FairnessError) as late:
        deal.add_player_seed(1, "after the deal", 2)
    assert late.value.code == "seed_too_late" and "before the start" in late.value.message("en")
    assert deal.game_seed == seed and deal.player_seeds == {0: "first"}
    assert FairDeal.from_private_json(deal.to_private_json()).started


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ([], ""),
        ({"format": "other/2"}, "format"),
        ({"commitment": "ab", "options": {}, "actions": []}, "game"),
        ({"game": "x", "commitment": 1, "options": {}, "actions": []}, "commitment"),
        ({"game": "x", "commitment": "a", "options": {}, "actions": [], "seed": "z"}, "seed"),
        (
            {
                "game": "x",
                "commitment": "a",
                "options": {},
                "actions": [],
                "player_seeds": {"north": "x"},
            },
            "player_seeds",
        ),
    ],
)
def test_malformed_proofs_name_the_bad_field(data: Any, field: str) -> None:
    with pytest.raises(FairnessError) as caught:
        FairnessProof.from_json(data)
    assert caught.value.code == "bad_proof"
    assert f"field '{field}'" in caught.value.message("en")


def test_cli_verifies_a_file_and_standard_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    proof, _ = play_game(seeded_deal())
    path = tmp_path / "proof.json"
    path.write_text(json.dumps(proof.to_json(), ensure_ascii=False), encoding="utf-8")
    assert main(["--lang", "en", "verify", str(path), "--show-deals"]) == 0
    out = capsys.readouterr().out
    assert "Fair deal check: game test_high_sum, table t-42" in out
    assert out.count("✓") == 4 and "The deals are fair" in out
    assert "seat 2" in out
    monkeypatch.setattr("sys.stdin", io.StringIO(path.read_text(encoding="utf-8")))
    assert main(["verify", "-"]) == 0
    assert "Раздачи честные" in capsys.readouterr().out


def test_cli_fails_a_forged_proof_and_an_unreadable_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    proof, _ = play_game(seeded_deal())
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps({**proof.to_json(), "server_seed": "0" * 64}), encoding="utf-8")
    assert main(["--lang", "en", "verify", str(forged)]) == 1
    out = capsys.readouterr().out
    assert "✗" in out and "Verification FAILED" in out
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert main(["--lang", "en", "verify", str(broken)]) == 1
    assert "Cannot read the proof" in capsys.readouterr().err
    assert main(["verify", str(tmp_path / "missing.json")]) == 1
    assert "Не удалось прочитать" in capsys.readouterr().err
    assert main(["--lang", "en", "verify", str(forged), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["ok"] is False


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.id)
def test_every_registered_game_verifies_through_its_own_rules(game: Any) -> None:
    """Whatever games are registered, a proof of a (partial) random game checks out."""
    deal = FairDeal(SERVER_SEED)
    deal.add_player_seed(0, "seed", 1)
    options = game.resolve_options()
    state = game.new_state(options, deal.start())
    chooser = random.Random(3)
    while not state.is_terminal() and len(state.history) < 30:
        seat = state.acting()[0]  # any acting seat: several may decide at once
        state.apply(chooser.choice(state.legal_actions(seat)), seat)
    outcome = state.outcome()
    record = GameRecord.of(state)
    proof = deal.proof(
        game.id, options, record.actions, outcome and outcome.to_json(), seats=record.seats
    )
    proof = FairnessProof.from_json(json.loads(json.dumps(proof.to_json())))
    result = verify(proof)
    assert result.ok, [c.text.render("en") for c in result.checks if not c.ok]
    assert result.final_view == state.full_view()
    if proof.actions:
        forged = replace(proof, actions=[{"nonsense": True}, *proof.actions[1:]])
        assert failed(verify(forged))[0] == "replay"


def test_a_proof_whose_seats_do_not_match_its_moves_fails_the_replay() -> None:
    """A proof keeps each move's seat; one seat too few is a failed replay, not a crash."""
    deal = FairDeal(SERVER_SEED)
    deal.add_player_seed(0, "seed", 1)
    options = GAME.resolve_options()
    state = GAME.new_state(options, deal.start())
    while not state.is_terminal() and len(state.history) < 4:
        state.apply(state.legal_actions()[0])
    record = GameRecord.of(state)
    proof = deal.proof(GAME.id, options, record.actions, None, seats=record.seats)
    assert verify(FairnessProof.from_json(proof.to_json())).ok
    short = replace(proof, seats=record.seats[:-1])
    assert failed(verify(FairnessProof.from_json(short.to_json())))[0] == "replay"

"""Go-Stop: the rules of seed 001, its test cases, invariants and bots."""

"""One table of the club, as an actor: igroteka/server/table/actor.py puts its parts together.

Each part holds one concern, so a reader finds it in one place: `core` (the
fields and the command loop), `seating` (seats and joining), `presence`
(subscriptions, reconnection, seats held by bots), `turns` (clocks and bots,
per acting seat), `play` (moves, the journal, the end), `restore` (a table
brought back from its record), `lobby` (expiry and closing), `messages` (what
each seat and spectator receives), and `services` (what a table needs from the
club, as a protocol, so that nothing here imports the club).
"""

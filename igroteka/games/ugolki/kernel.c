/* The compiled search kernel of Ugolki (two players): move generator, perft and an
 * alpha-beta search, following the Python engine (moves.py, state.py, endings.py,
 * bots.py) rule for rule.
 *
 * The Python engine is the reference: tests/ugolki/test_kernel.py checks that both
 * list the same moves with the same results on thousands of positions of every
 * option set, count the same perft and value positions alike. Python loads it with
 * cffi (kernel.py); `make kernel` compiles it. Where it cannot load (the offline app
 * runs in Pyodide), or for four players, the Python search plays instead.
 *
 * The geometry (neighbour tables, homes, distances) comes from Python (board.py)
 * in `ug_rules`, with the rule options, so one file serves every board and every
 * two-player option set. A move is a (from, to) pair: every path between the same
 * two squares leaves the same position, so the search looks at pairs only, while
 * perft counts paths (each jump chain prefix is its own action, as in Python).
 *
 * The board: 0 empty, seat + 1 a piece of that seat.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef uint64_t u64;

#define MAXCELLS 256
#define MAXDIRS 8
#define MAXP 64
#define MAXMOVES 4096
#define MAXPLY 64
#define MIRROR_WINDOW 12
#define MIRROR_COPIES 10
#define NONE (-1)

typedef struct {
    int32_t size, cells, ndirs;
    int16_t adj[MAXCELLS][MAXDIRS];
    int16_t beyond[MAXCELLS][MAXDIRS];
    uint8_t home[2][MAXCELLS];
    uint8_t target[2][MAXCELLS];
    uint8_t tempo_dist[2][MAXCELLS]; /* orthogonal steps to the far corner: the tempo number */
    uint8_t dist[2][MAXCELLS];       /* the metric the pieces move in (king steps with diagonals) */
    uint8_t exit_steps[2][MAXCELLS]; /* steps out of home on an empty board (bots.exit_steps) */
    int32_t king;
    int32_t stay_in_target, no_lock, home_first, mirror, repetition, immediate;
    int32_t deadline, late_pieces, no_return, cutoff, judge_tempo;
} ug_rules;

typedef struct {
    uint8_t board[MAXCELLS];
    int32_t turn, ply, passes, copies, repeats;
    int16_t white[MIRROR_WINDOW + 1][2]; /* White's move of each number (mirror rule), -1 none */
} ug_state;

typedef struct {
    int16_t from, to; /* -1, -1: a pass */
    int32_t paths;    /* how many legal actions (paths) make this move */
    int32_t result;   /* -1 game goes on, 0 draw, 1 White wins, 2 Black wins */
    int32_t at_home[2], in_target[2], tempo[2];
    int32_t repeats, copies, passes;
} ug_move;

typedef struct {
    int32_t from, to, depth, score;
    u64 nodes;
} ug_result;

/* --- positions ------------------------------------------------------------------ */

typedef struct {
    uint8_t board[MAXCELLS];
    int16_t pcs[2][MAXP];
    int np[2];
    int turn, ply, passes, copies, repeats;
    int result; /* -1 goes on, 0 draw, 1/2 that seat + 1 wins */
    int at_home[2], in_target[2], tempo[2];
    int16_t white[MIRROR_WINDOW + 1][2];
    u64 hash; /* the board and the seat to move: the repetition key */
} pos_t;

static u64 ZOB[2][MAXCELLS], ZTURN;
static int inited;

static inline u64 mix(u64 x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

static void init(void)
{
    if (inited)
        return;
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < MAXCELLS; i++)
            ZOB[s][i] = mix(0x5151ULL + (u64)s * 1000 + (u64)i);
    ZTURN = mix(0xABCDEFULL);
    inited = 1;
}

static u64 hash_board(const uint8_t *board, int cells, int turn)
{
    u64 h = turn ? ZTURN : 0;
    for (int i = 0; i < cells; i++)
        if (board[i])
            h ^= ZOB[board[i] - 1][i];
    return h;
}

/* The game's earlier positions (UgolkiState.seen) and how often each stood. */
typedef struct {
    u64 *keys;
    int *counts;
    int mask;
} seen_t;

static int seen_build(seen_t *t, const ug_rules *R, const uint8_t *seen, const int32_t *counts,
                      int n)
{
    int size = 64;
    while (size < 4 * n + 16)
        size *= 2;
    t->keys = calloc((size_t)size, sizeof(u64));
    t->counts = calloc((size_t)size, sizeof(int));
    t->mask = size - 1;
    if (!t->keys || !t->counts)
        return -1;
    int stride = R->cells + 1;
    for (int i = 0; i < n; i++) {
        const uint8_t *k = seen + (size_t)stride * i;
        int turn = k[R->cells];
        if (turn > 1)
            continue;
        u64 h = hash_board(k, R->cells, turn) | 1; /* 0 marks an empty slot */
        int j = (int)(h & (u64)t->mask);
        while (t->keys[j] && t->keys[j] != h)
            j = (j + 1) & t->mask;
        t->keys[j] = h;
        t->counts[j] += counts[i];
    }
    return 0;
}

static int seen_count(const seen_t *t, u64 hash)
{
    u64 h = hash | 1;
    int j = (int)(h & (u64)t->mask);
    while (t->keys[j]) {
        if (t->keys[j] == h)
            return t->counts[j];
        j = (j + 1) & t->mask;
    }
    return 0;
}

static void seen_free(seen_t *t)
{
    free(t->keys);
    free(t->counts);
}

static int pos_from_state(const ug_rules *R, const ug_state *S, pos_t *p)
{
    memset(p, 0, sizeof(*p));
    memcpy(p->board, S->board, (size_t)R->cells);
    for (int i = 0; i < R->cells; i++) {
        int v = p->board[i];
        if (!v)
            continue;
        if (v > 2)
            return -1;
        int s = v - 1;
        if (p->np[s] >= MAXP)
            return -1;
        p->pcs[s][p->np[s]++] = (int16_t)i;
        p->at_home[s] += R->home[s][i];
        p->in_target[s] += R->target[s][i];
        p->tempo[s] += R->tempo_dist[s][i];
    }
    p->turn = S->turn;
    p->ply = S->ply;
    p->passes = S->passes;
    p->copies = S->copies;
    p->repeats = S->repeats;
    p->result = -1;
    memcpy(p->white, S->white, sizeof(p->white));
    p->hash = hash_board(p->board, R->cells, p->turn);
    return 0;
}

/* --- move generation (moves.py, UgolkiState.allowed_pairs) -------------------------- */

static inline int hop_allowed(const ug_rules *R, int seat, int frm, int to)
{
    return !R->stay_in_target || !R->target[seat][frm] || R->target[seat][to];
}

typedef struct {
    int stamp;
    int mark[MAXCELLS]; /* == stamp: visited this search */
    int dest[MAXCELLS]; /* == stamp: a destination already listed */
    int16_t queue[MAXCELLS];
} scratch_t;

/* Every square the piece on src reaches (reachable in moves.py), appended to to[]. */
static int reachable(const ug_rules *R, pos_t *p, scratch_t *w, int seat, int src, int16_t *to)
{
    uint8_t *board = p->board;
    uint8_t piece = board[src];
    board[src] = 0;
    int n = 0;
    w->stamp++;
    int st = w->stamp;
    for (int d = 0; d < R->ndirs; d++) {
        int a = R->adj[src][d];
        if (a >= 0 && !board[a] && hop_allowed(R, seat, src, a) && w->dest[a] != st) {
            w->dest[a] = st;
            to[n++] = (int16_t)a;
        }
    }
    int head = 0, tail = 0;
    w->mark[src] = st;
    w->queue[tail++] = (int16_t)src;
    while (head < tail) {
        int cur = w->queue[head++];
        for (int d = 0; d < R->ndirs; d++) {
            int a = R->adj[cur][d], b = R->beyond[cur][d];
            if (b >= 0 && board[a] && !board[b] && w->mark[b] != st && hop_allowed(R, seat, cur, b)) {
                w->mark[b] = st;
                w->queue[tail++] = (int16_t)b;
                if (w->dest[b] != st) {
                    w->dest[b] = st;
                    to[n++] = (int16_t)b;
                }
            }
        }
    }
    board[src] = piece;
    return n;
}

/* Count the simple jump chains from cur (every prefix is an action) by their end. */
static void chains(const ug_rules *R, const uint8_t *board, int seat, int cur, uint8_t *visited,
                   int32_t *count)
{
    for (int d = 0; d < R->ndirs; d++) {
        int a = R->adj[cur][d], b = R->beyond[cur][d];
        if (b >= 0 && board[a] && !board[b] && !visited[b] && hop_allowed(R, seat, cur, b)) {
            visited[b] = 1;
            count[b]++;
            chains(R, board, seat, b, visited, count);
            visited[b] = 0;
        }
    }
}

/* Whether moving src->dst shuts an opponent's piece in (moves.locks_in). */
static int locks_in(const ug_rules *R, pos_t *p, int seat, int src, int dst)
{
    uint8_t *board = p->board;
    int mine = seat + 1, locked = 0;
    board[src] = 0;
    board[dst] = (uint8_t)mine;
    for (int d = 0; d < R->ndirs && !locked; d++) {
        int victims[2] = {R->adj[dst][d], R->beyond[dst][d]};
        for (int v = 0; v < 2 && !locked; v++) {
            int victim = victims[v];
            if (victim < 0 || board[victim] == 0 || board[victim] == mine)
                continue;
            int all = 1;
            for (int e = 0; e < R->ndirs; e++) {
                int a = R->adj[victim][e], b = R->beyond[victim][e];
                if (!(a < 0 || (board[a] == mine && (b < 0 || board[b] == mine)))) {
                    all = 0;
                    break;
                }
            }
            if (all)
                locked = 1;
        }
    }
    board[dst] = 0;
    board[src] = (uint8_t)mine;
    return locked;
}

static inline int move_number(const pos_t *p)
{
    return p->ply / 2 + 1;
}

/* The move Black may not make now: one copy of White's too many (UgolkiState._mirror_pair). */
static int mirror_pair(const ug_rules *R, const pos_t *p, int *from, int *to)
{
    int number = move_number(p);
    if (!R->mirror || p->turn != 1 || number > MIRROR_WINDOW)
        return 0;
    if (p->white[number][0] < 0 || p->copies < MIRROR_COPIES)
        return 0;
    *from = R->cells - 1 - p->white[number][0];
    *to = R->cells - 1 - p->white[number][1];
    return 1;
}

/* The allowed (from, to) moves; 0 means the seat must pass. */
static int generate(const ug_rules *R, pos_t *p, scratch_t *w, int16_t *from, int16_t *to)
{
    int seat = p->turn, n = 0;
    int16_t dests[MAXCELLS];
    int must_home = R->home_first && p->at_home[seat] > 0 && p->at_home[1 - seat] == 0;
    for (int pass = must_home ? 0 : 1; pass < 2 && n == 0; pass++) {
        for (int i = 0; i < p->np[seat]; i++) {
            int src = p->pcs[seat][i];
            if (pass == 0 && !R->home[seat][src])
                continue;
            int k = reachable(R, p, w, seat, src, dests);
            if (n + k > MAXMOVES)
                return -1;
            for (int j = 0; j < k; j++) {
                from[n] = (int16_t)src;
                to[n++] = dests[j];
            }
        }
    }
    if (R->no_lock && n) {
        /* Moves that lock are dropped unless every move locks (the rule is then set aside). */
        uint8_t locks[MAXMOVES];
        int kept = 0;
        for (int i = 0; i < n; i++) {
            locks[i] = (uint8_t)locks_in(R, p, seat, from[i], to[i]);
            kept += !locks[i];
        }
        if (kept && kept < n) {
            int k = 0;
            for (int i = 0; i < n; i++)
                if (!locks[i]) {
                    from[k] = from[i];
                    to[k++] = to[i];
                }
            n = k;
        }
    }
    int mf, mt;
    if (n > 1 && mirror_pair(R, p, &mf, &mt))
        for (int i = 0; i < n; i++)
            if (from[i] == mf && to[i] == mt) {
                from[i] = from[n - 1];
                to[i] = to[n - 1];
                n--;
                break;
            }
    return n;
}

/* --- making a move and the end rules (UgolkiState._apply, endings.after_move) ------------ */

static inline int completed(const pos_t *p, int seat)
{
    return p->np[seat] > 0 && p->in_target[seat] == p->np[seat];
}

/* winners: bit s set when seat s wins; none or both is a draw. */
static inline int outcome_of(int winners)
{
    return winners == 1 ? 1 : winners == 2 ? 2 : 0;
}

static int after_move(const ug_rules *R, const pos_t *p, int seat, int dst, int number)
{
    int round_done = seat == 1;
    if (R->no_return && R->deadline && dst >= 0 && number > R->deadline && R->home[seat][dst])
        return outcome_of(1 << (1 - seat));
    if (R->immediate) {
        if (completed(p, seat))
            return outcome_of(1 << seat);
    } else if (round_done) {
        int done = completed(p, 0) | completed(p, 1) << 1;
        if (done)
            return outcome_of(done);
    }
    if (round_done && R->deadline && number == R->deadline) {
        int late = (p->at_home[0] >= R->late_pieces) | (p->at_home[1] >= R->late_pieces) << 1;
        if (late)
            return outcome_of(3 & ~late);
    }
    if (round_done && R->cutoff && number == R->cutoff) {
        int winners;
        if (R->judge_tempo)
            winners = p->tempo[0] < p->tempo[1] ? 1 : p->tempo[1] < p->tempo[0] ? 2 : 3;
        else
            winners = p->in_target[0] > p->in_target[1]   ? 1
                      : p->in_target[1] > p->in_target[0] ? 2
                                                          : 3;
        return outcome_of(winners);
    }
    if (R->repetition && p->repeats >= 3) {
        int at_home = (p->at_home[0] > 0) + (p->at_home[1] > 0);
        if (at_home == 0 || at_home == 2)
            return 0;
    }
    if (p->passes >= 2)
        return 0;
    return -1;
}

/* The search line's positions (repetition keys), to count how often a position stood. */
typedef struct {
    const seen_t *seen;
    u64 line[MAXPLY + 2];
} reps_t;

/* Play src->dst (src < 0: a pass) on p; `ply` is the new position's index in the line. */
static void play(const ug_rules *R, pos_t *p, int src, int dst, reps_t *reps, int ply)
{
    int seat = p->turn, number = move_number(p);
    if (src < 0) {
        p->passes++;
        dst = -1;
    } else {
        p->board[src] = 0;
        p->board[dst] = (uint8_t)(seat + 1);
        for (int i = 0; i < p->np[seat]; i++)
            if (p->pcs[seat][i] == src) {
                p->pcs[seat][i] = (int16_t)dst;
                break;
            }
        p->at_home[seat] += R->home[seat][dst] - R->home[seat][src];
        p->in_target[seat] += R->target[seat][dst] - R->target[seat][src];
        p->tempo[seat] += R->tempo_dist[seat][dst] - R->tempo_dist[seat][src];
        p->hash ^= ZOB[seat][src] ^ ZOB[seat][dst];
        if (R->mirror && number <= MIRROR_WINDOW) {
            if (seat == 0) {
                p->white[number][0] = (int16_t)src;
                p->white[number][1] = (int16_t)dst;
            } else if (p->white[number][0] >= 0 && src == R->cells - 1 - p->white[number][0] &&
                       dst == R->cells - 1 - p->white[number][1])
                p->copies++;
        }
        p->passes = 0;
    }
    p->ply++;
    p->turn = 1 - seat;
    p->hash ^= ZTURN;
    if (R->repetition) {
        int count = seen_count(reps->seen, p->hash) + 1;
        for (int i = 1; i < ply; i++)
            count += reps->line[i] == p->hash;
        p->repeats = count;
    }
    reps->line[ply] = p->hash;
    p->result = after_move(R, p, seat, dst, number);
}

/* --- evaluation (bots.remaining, bots.lead) ---------------------------------------------- */

#define HOLES 1.5
#define STRAGGLER 1.0
#define STUCK 1.5
#define TO_MOVE 1.5
#define OPENING 5
#define AT_HOME 1.0
#define LATE 12.0
#define DEADLINE_WINDOW 12
#define EXIT_CAP 5

/* Per seat: the target's cells sorted by distance (bots._floor, _depth, _target_rows). */
typedef struct {
    int16_t cells[2][MAXCELLS];
    int ncells[2];
    int sorted_dist[2][MAXCELLS];
    int depth[2];
    uint8_t *to_cell[2]; /* [square * ncells + k]: the metric distance to target cell k */
} evalinfo_t;

static int eval_init(const ug_rules *R, evalinfo_t *E)
{
    E->to_cell[0] = E->to_cell[1] = NULL;
    for (int s = 0; s < 2; s++) {
        int n = 0;
        for (int i = 0; i < R->cells; i++)
            if (R->target[s][i]) {
                E->cells[s][n] = (int16_t)i;
                E->sorted_dist[s][n++] = R->dist[s][i];
            }
        E->ncells[s] = n;
        for (int i = 1; i < n; i++) /* insertion sort: a few dozen cells */
            for (int j = i; j > 0 && E->sorted_dist[s][j - 1] > E->sorted_dist[s][j]; j--) {
                int t = E->sorted_dist[s][j];
                E->sorted_dist[s][j] = E->sorted_dist[s][j - 1];
                E->sorted_dist[s][j - 1] = t;
            }
        E->depth[s] = n ? E->sorted_dist[s][n - 1] : 0;
        E->to_cell[s] = malloc((size_t)R->cells * (size_t)(n ? n : 1));
        if (!E->to_cell[s])
            return -1;
        for (int q = 0; q < R->cells; q++)
            for (int k = 0; k < n; k++) {
                int c = E->cells[s][k], size = R->size;
                int df = abs(q % size - c % size), dr = abs(q / size - c / size);
                E->to_cell[s][q * n + k] = (uint8_t)(R->king ? (df > dr ? df : dr) : df + dr);
            }
    }
    return 0;
}

static void eval_free(evalinfo_t *E)
{
    free(E->to_cell[0]);
    free(E->to_cell[1]);
}

static int floor_sum(const evalinfo_t *E, int seat, int count)
{
    int n = E->ncells[seat], total = 0;
    for (int i = 0; i < count && i < n; i++)
        total += E->sorted_dist[seat][i];
    if (count > n)
        total += (count - n) * (n ? E->sorted_dist[seat][n - 1] : 0);
    return total;
}

static int to_holes(const ug_rules *R, const evalinfo_t *E, const pos_t *p, int seat)
{
    int holes[MAXCELLS];
    int nh = 0, mine = seat + 1, n = E->ncells[seat];
    for (int k = 0; k < n; k++)
        if (p->board[E->cells[seat][k]] != mine)
            holes[nh++] = k;
    if (!nh)
        return 0;
    int total = 0;
    for (int i = 0; i < p->np[seat]; i++) {
        int q = p->pcs[seat][i];
        if (R->target[seat][q])
            continue;
        const uint8_t *row = E->to_cell[seat] + (size_t)q * n;
        int best = 1 << 30;
        for (int h = 0; h < nh; h++)
            if (row[holes[h]] < best)
                best = row[holes[h]];
        total += best;
    }
    return total;
}

/* How many moves the piece on src needs to leave home, others standing (bots._moves_to_leave),
 * visiting squares in the Python order so that the count is the same. */
static int moves_to_leave(const ug_rules *R, pos_t *p, scratch_t *w, int src, int seat)
{
    uint8_t *board = p->board;
    uint8_t piece = board[src];
    board[src] = 0;
    w->stamp++;
    int st = w->stamp, answer = EXIT_CAP;
    int16_t frontier[MAXCELLS], reached[MAXCELLS], stack[MAXCELLS];
    int nf = 1, done = 0;
    frontier[0] = (int16_t)src;
    w->mark[src] = st;
    for (int level = 1; level < EXIT_CAP && !done; level++) {
        int nr = 0;
        for (int fi = 0; fi < nf; fi++) {
            int cur = frontier[fi];
            for (int d = 0; d < R->ndirs; d++) {
                int a = R->adj[cur][d];
                if (a >= 0 && !board[a] && w->mark[a] != st) {
                    w->mark[a] = st;
                    reached[nr++] = (int16_t)a;
                }
            }
            int ns = 0;
            stack[ns++] = (int16_t)cur;
            while (ns) {
                int at = stack[--ns];
                for (int d = 0; d < R->ndirs; d++) {
                    int a = R->adj[at][d], b = R->beyond[at][d];
                    if (b >= 0 && board[a] && !board[b] && w->mark[b] != st) {
                        w->mark[b] = st;
                        reached[nr++] = (int16_t)b;
                        stack[ns++] = (int16_t)b;
                    }
                }
            }
        }
        for (int i = 0; i < nr; i++)
            if (!R->home[seat][reached[i]]) {
                answer = level;
                done = 1;
                break;
            }
        if (done || !nr)
            break;
        memcpy(frontier, reached, sizeof(int16_t) * (size_t)nr);
        nf = nr;
    }
    board[src] = piece;
    return answer;
}

static double remaining(const ug_rules *R, const evalinfo_t *E, pos_t *p, scratch_t *w, int seat)
{
    int total = 0, worst = 0, stuck = 0;
    for (int i = 0; i < p->np[seat]; i++) {
        int q = p->pcs[seat][i], d = R->dist[seat][q];
        total += d;
        if (R->target[seat][q])
            continue;
        if (d > worst)
            worst = d;
        int free_way = 0;
        for (int e = 0; e < R->ndirs; e++) {
            int a = R->adj[q][e], b = R->beyond[q][e];
            if (a >= 0 && (!p->board[a] || (b >= 0 && !p->board[b]))) {
                free_way = 1;
                break;
            }
        }
        stuck += !free_way;
    }
    double value = total - floor_sum(E, seat, p->np[seat]);
    value += HOLES * to_holes(R, E, p, seat);
    value += STRAGGLER * (worst > E->depth[seat] ? worst - E->depth[seat] : 0) + STUCK * stuck;
    int number = move_number(p);
    if (p->at_home[seat] && number > OPENING) {
        int window = R->deadline / 2 > DEADLINE_WINDOW ? R->deadline / 2 : DEADLINE_WINDOW;
        int left = R->deadline - number > 0 ? R->deadline - number : 0;
        if (R->deadline && left < window) {
            int depth = 0;
            for (int i = 0; i < p->np[seat]; i++) {
                int q = p->pcs[seat][i];
                if (R->home[seat][q])
                    depth += moves_to_leave(R, p, w, q, seat);
            }
            value += depth * (AT_HOME + LATE * (window - left) / window);
        } else {
            int steps = 0;
            for (int i = 0; i < p->np[seat]; i++) {
                int q = p->pcs[seat][i];
                if (R->home[seat][q])
                    steps += R->exit_steps[seat][q];
            }
            value += AT_HOME * steps;
        }
    }
    if (p->turn == seat)
        value -= TO_MOVE;
    return value;
}

static double lead(const ug_rules *R, const evalinfo_t *E, pos_t *p, scratch_t *w, int seat)
{
    return remaining(R, E, p, w, 1 - seat) - remaining(R, E, p, w, seat);
}

/* --- perft and the move list for the tests ------------------------------------------------ */

typedef struct {
    const ug_rules *R;
    scratch_t w;
    reps_t reps;
    int16_t from[MAXPLY][MAXMOVES], to[MAXPLY][MAXMOVES];
} perft_t;

/* The legal actions of each move: 1 per step, 1 per jump chain prefix ending there. */
static void count_paths(const ug_rules *R, pos_t *p, int n, const int16_t *from, const int16_t *to,
                        int32_t *paths)
{
    int32_t count[MAXCELLS];
    uint8_t visited[MAXCELLS];
    int seat = p->turn, last = -1;
    for (int i = 0; i < n; i++) {
        int src = from[i];
        if (src != last) {
            memset(count, 0, sizeof(int32_t) * (size_t)R->cells);
            memset(visited, 0, (size_t)R->cells);
            p->board[src] = 0;
            visited[src] = 1;
            chains(R, p->board, seat, src, visited, count);
            p->board[src] = (uint8_t)(seat + 1);
            for (int d = 0; d < R->ndirs; d++) {
                int a = R->adj[src][d];
                if (a >= 0 && !p->board[a] && hop_allowed(R, seat, src, a))
                    count[a]++;
            }
            last = src;
        }
        paths[i] = count[to[i]];
    }
}

static u64 perft_rec(perft_t *t, pos_t *p, int depth, int ply)
{
    if (p->result >= 0)
        return depth == 0;
    if (depth == 0)
        return 1;
    const ug_rules *R = t->R;
    int16_t *from = t->from[ply], *to = t->to[ply];
    int n = generate(R, p, &t->w, from, to);
    if (n <= 0) {
        if (depth == 1)
            return 1;
        pos_t c = *p;
        play(R, &c, -1, -1, &t->reps, ply + 1);
        return perft_rec(t, &c, depth - 1, ply + 1);
    }
    int32_t paths[MAXMOVES];
    count_paths(R, p, n, from, to, paths);
    u64 total = 0;
    for (int i = 0; i < n; i++) {
        if (depth == 1) {
            total += (u64)paths[i];
            continue;
        }
        pos_t c = *p;
        play(R, &c, from[i], to[i], &t->reps, ply + 1);
        total += (u64)paths[i] * perft_rec(t, &c, depth - 1, ply + 1);
    }
    return total;
}

static int setup(const ug_rules *R, const ug_state *S, const uint8_t *seen, const int32_t *counts,
                 int nseen, pos_t *p, seen_t *table)
{
    init();
    if (R->cells > MAXCELLS || R->ndirs > MAXDIRS || S->turn < 0 || S->turn > 1)
        return -1;
    if (pos_from_state(R, S, p) < 0)
        return -1;
    if (seen_build(table, R, seen, counts, nseen) < 0) {
        seen_free(table);
        return -1;
    }
    return 0;
}

/* Each allowed move with the counts after it; -1 when the kernel cannot take the position. */
int ug_generate(const ug_rules *R, const ug_state *S, const uint8_t *seen, const int32_t *counts,
                int nseen, ug_move *out, int max)
{
    pos_t p;
    seen_t table;
    if (setup(R, S, seen, counts, nseen, &p, &table) < 0)
        return -1;
    perft_t *t = malloc(sizeof(perft_t));
    if (!t) {
        seen_free(&table);
        return -1;
    }
    t->R = R;
    t->reps.seen = &table;
    t->w.stamp = 0;
    memset(t->w.mark, 0, sizeof(t->w.mark));
    memset(t->w.dest, 0, sizeof(t->w.dest));
    int n = generate(R, &p, &t->w, t->from[0], t->to[0]);
    int32_t paths[MAXMOVES];
    int pass = n == 0;
    if (pass) {
        t->from[0][0] = t->to[0][0] = -1;
        paths[0] = 1;
        n = 1;
    } else if (n > 0)
        count_paths(R, &p, n, t->from[0], t->to[0], paths);
    if (n > max)
        n = -1;
    for (int i = 0; i < n; i++) {
        pos_t c = p;
        play(R, &c, t->from[0][i], t->to[0][i], &t->reps, 1);
        ug_move *m = &out[i];
        m->from = t->from[0][i];
        m->to = t->to[0][i];
        m->paths = paths[i];
        m->result = c.result;
        for (int s = 0; s < 2; s++) {
            m->at_home[s] = c.at_home[s];
            m->in_target[s] = c.in_target[s];
            m->tempo[s] = c.tempo[s];
        }
        m->repeats = c.repeats;
        m->copies = c.copies;
        m->passes = c.passes;
    }
    free(t);
    seen_free(&table);
    return n;
}

u64 ug_perft(const ug_rules *R, const ug_state *S, const uint8_t *seen, const int32_t *counts,
             int nseen, int depth)
{
    pos_t p;
    seen_t table;
    if (depth >= MAXPLY || setup(R, S, seen, counts, nseen, &p, &table) < 0)
        return (u64)-1;
    perft_t *t = malloc(sizeof(perft_t));
    if (!t) {
        seen_free(&table);
        return (u64)-1;
    }
    t->R = R;
    t->reps.seen = &table;
    t->w.stamp = 0;
    memset(t->w.mark, 0, sizeof(t->w.mark));
    memset(t->w.dest, 0, sizeof(t->w.dest));
    u64 total = perft_rec(t, &p, depth, 0);
    free(t);
    seen_free(&table);
    return total;
}

/* bots.lead for the tests: `seat`'s steps ahead of the other. */
double ug_lead(const ug_rules *R, const ug_state *S, int seat)
{
    pos_t p;
    evalinfo_t E = {0};
    init();
    if (pos_from_state(R, S, &p) < 0)
        return NAN;
    scratch_t *w = calloc(1, sizeof(scratch_t));
    double v = NAN;
    if (w && eval_init(R, &E) == 0)
        v = lead(R, &E, &p, w, seat);
    eval_free(&E);
    free(w);
    return v;
}

/* --- the search ------------------------------------------------------------------------------
 * Iterative deepening negamax with a principal-variation window, a transposition table, the
 * table's move first, then killers and the Python order (the most progress towards the target
 * first), history of cut-offs, late-move reductions and a null move (a race has next to no
 * zugzwang). Values
 * are hundredths of a step of `bots.lead` (the Python search squashes the same lead with tanh,
 * which keeps the order of values); a finished game is +-MATE less its distance in plies, a
 * draw 0, as in the Python search. */

#define MATE 1000000
#define WIN_ZONE 900000
#define INF 2000000
#define TT_BITS 20
#define EXACT 0
#define LOWER 1
#define UPPER 2

typedef struct {
    u64 key;
    int32_t score;
    int8_t depth;
    uint8_t flag;
    int16_t from, to;
} tt_entry;

typedef struct {
    const ug_rules *R;
    evalinfo_t E;
    scratch_t w;
    reps_t reps;
    tt_entry *tt;
    int16_t from[MAXPLY][MAXMOVES], to[MAXPLY][MAXMOVES];
    int score[MAXPLY][MAXMOVES];
    int16_t killers[MAXPLY][2][2];
    int *history; /* [2][cells][cells] */
    u64 nodes;
    int stop, use_cpu;
    double deadline;
} search_t;

static double now(int cpu)
{
    struct timespec ts;
    clock_gettime(cpu ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The table's key: the position with everything the end rules read (UgolkiState.key). */
static inline u64 tt_key(const ug_rules *R, const pos_t *p)
{
    u64 k = p->hash ^ mix((u64)p->ply * 4099 + (u64)p->passes * 7 + (u64)(p->repeats < 3 ? p->repeats : 3));
    if (R->mirror && move_number(p) <= MIRROR_WINDOW) {
        int number = move_number(p);
        k ^= mix(0x77ULL + (u64)p->copies * 65537 + (u64)(p->white[number][0] + 1) * 257 +
                 (u64)(p->white[number][1] + 1));
    }
    return k;
}

static inline int evaluate(search_t *s, pos_t *p)
{
    double v = lead(s->R, &s->E, p, &s->w, p->turn) * 100.0;
    return (int)(v < 0 ? v - 0.5 : v + 0.5);
}

static inline int result_value(const pos_t *p, int mover, int ply)
{
    if (p->result == 0)
        return 0;
    return p->result == mover + 1 ? MATE - ply : -(MATE - ply);
}

/* Order: the table's move, the killers, then progress in the moving metric, then how far the
 * piece still is (the Python `search_actions` order), then the history of cut-offs. */
static void order(search_t *s, pos_t *p, int n, int ply, int tfrom, int tto)
{
    const ug_rules *R = s->R;
    int seat = p->turn, cells = R->cells;
    int16_t *from = s->from[ply], *to = s->to[ply];
    int *score = s->score[ply];
    int *hist = s->history + (size_t)seat * cells * cells;
    for (int i = 0; i < n; i++) {
        int f = from[i], t = to[i];
        int before = R->dist[seat][f], progress = before - R->dist[seat][t];
        int v;
        if (f == tfrom && t == tto)
            v = 1 << 30;
        else if (f == s->killers[ply][0][0] && t == s->killers[ply][0][1])
            v = 1 << 29;
        else if (f == s->killers[ply][1][0] && t == s->killers[ply][1][1])
            v = (1 << 29) - 1;
        else {
            int h = hist[f * cells + t];
            v = (progress + 64) * (1 << 20) + before * (1 << 14) + (h < (1 << 14) ? h : (1 << 14) - 1);
        }
        score[i] = v;
    }
}

static inline void pick(search_t *s, int ply, int i, int n)
{
    int *score = s->score[ply];
    int b = i;
    for (int j = i + 1; j < n; j++)
        if (score[j] > score[b])
            b = j;
    if (b != i) {
        int16_t f = s->from[ply][i], t = s->to[ply][i];
        int sc = score[i];
        s->from[ply][i] = s->from[ply][b];
        s->to[ply][i] = s->to[ply][b];
        score[i] = score[b];
        s->from[ply][b] = f;
        s->to[ply][b] = t;
        score[b] = sc;
    }
}

static int negamax(search_t *s, pos_t *p, int depth, int alpha, int beta, int ply, int ext)
{
    const ug_rules *R = s->R;
    s->nodes++;
    if ((s->nodes & 1023) == 0 && now(s->use_cpu) > s->deadline)
        s->stop = 1;
    if (s->stop)
        return 0;
    if (depth <= 0 || ply >= MAXPLY - 1)
        return evaluate(s, p);
    int16_t *from = s->from[ply], *to = s->to[ply];
    int n = generate(R, p, &s->w, from, to);
    if (n < 0)
        return evaluate(s, p);
    if (n == 0) { /* a pass */
        from[0] = to[0] = -1;
        n = 1;
    }
    if (n == 1 && ext > 0) { /* a forced move uses no depth (as the Python search) */
        depth++;
        ext--;
    }
    u64 key = tt_key(R, p);
    tt_entry *e = &s->tt[key & ((1u << TT_BITS) - 1)];
    int tfrom = -2, tto = -2;
    if (e->key == key) {
        tfrom = e->from;
        tto = e->to;
        if (e->depth >= depth) {
            int v = e->score;
            if (v > WIN_ZONE)
                v -= ply;
            else if (v < -WIN_ZONE)
                v += ply;
            if (e->flag == EXACT || (e->flag == LOWER && v >= beta) ||
                (e->flag == UPPER && v <= alpha))
                return v;
        }
    }
    /* Null move: if the side to move is still above beta after letting the other move
     * twice, a real move will be too (a race has no zugzwang worth the time). */
    if (depth >= 3 && beta - alpha == 1 && from[0] >= 0 && beta < WIN_ZONE && beta > -WIN_ZONE &&
        evaluate(s, p) >= beta) {
        pos_t c = *p;
        c.turn = 1 - c.turn;
        c.hash ^= ZTURN;
        c.ply++;
        s->reps.line[ply + 1] = c.hash;
        int v = -negamax(s, &c, depth - 3, -beta, -beta + 1, ply + 1, 0);
        if (s->stop)
            return 0;
        if (v >= beta)
            return v;
    }
    order(s, p, n, ply, tfrom, tto);
    int seat = p->turn, cells = R->cells;
    int alpha0 = alpha, best = -INF, bfrom = -1, bto = -1;
    for (int i = 0; i < n; i++) {
        pick(s, ply, i, n);
        int f = from[i], t = to[i];
        pos_t c = *p;
        play(R, &c, f, t, &s->reps, ply + 1);
        int v;
        if (c.result >= 0)
            v = result_value(&c, seat, ply + 1);
        else if (i == 0)
            v = -negamax(s, &c, depth - 1, -beta, -alpha, ply + 1, ext);
        else {
            /* Late moves are searched shallower first (late-move reductions), those that
             * bring no piece nearer shallower still; one that then looks better is searched
             * again in full. */
            int r = 0;
            int progress = f >= 0 ? R->dist[seat][f] - R->dist[seat][t] : 0;
            if (depth >= 3 && i >= 3) {
                r = (i >= 8 && depth >= 5) ? 2 : 1;
                if (progress <= 0 && depth >= 5 && i >= 6)
                    r++;
            }
            v = -negamax(s, &c, depth - 1 - r, -alpha - 1, -alpha, ply + 1, ext);
            if (r && v > alpha && !s->stop)
                v = -negamax(s, &c, depth - 1, -alpha - 1, -alpha, ply + 1, ext);
            if (v > alpha && v < beta && !s->stop)
                v = -negamax(s, &c, depth - 1, -beta, -alpha, ply + 1, ext);
        }
        if (s->stop)
            return 0;
        if (v > best) {
            best = v;
            bfrom = f;
            bto = t;
        }
        if (v > alpha)
            alpha = v;
        if (alpha >= beta) {
            if (f >= 0) {
                if (!(s->killers[ply][0][0] == f && s->killers[ply][0][1] == t)) {
                    s->killers[ply][1][0] = s->killers[ply][0][0];
                    s->killers[ply][1][1] = s->killers[ply][0][1];
                    s->killers[ply][0][0] = (int16_t)f;
                    s->killers[ply][0][1] = (int16_t)t;
                }
                int *h = &s->history[((size_t)seat * cells + f) * cells + t];
                *h += depth * depth;
                if (*h > (1 << 20)) {
                    int *all = s->history + (size_t)seat * cells * cells;
                    for (int k = 0; k < cells * cells; k++)
                        all[k] /= 2;
                }
            }
            break;
        }
    }
    int stored = best;
    if (stored > WIN_ZONE)
        stored += ply;
    else if (stored < -WIN_ZONE)
        stored -= ply;
    e->key = key;
    e->score = stored;
    e->depth = (int8_t)(depth < 127 ? depth : 127);
    e->flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    e->from = (int16_t)bfrom;
    e->to = (int16_t)bto;
    return best;
}

#define EXTENSIONS 4

/* Search for `budget` seconds (wall or, with use_cpu, this process's CPU time) and at most
 * `max_depth` plies. `seen` holds the game's positions so far (UgolkiState.seen: the board
 * and the seat to move, cells + 1 bytes each) with how often each stood, so a threefold
 * repetition reads as the draw it is. Answers 1 with the move (from, to; -1, -1 a pass),
 * 0 when the game is over, -1 when the kernel cannot take the position. */
int ug_search(const ug_rules *R, const ug_state *S, const uint8_t *seen, const int32_t *counts,
              int nseen, double budget, int use_cpu, int max_depth, ug_result *result)
{
    pos_t p;
    seen_t table;
    memset(result, 0, sizeof(*result));
    if (setup(R, S, seen, counts, nseen, &p, &table) < 0)
        return -1;
    search_t *s = calloc(1, sizeof(search_t));
    if (s) {
        s->tt = calloc((size_t)1 << TT_BITS, sizeof(tt_entry));
        s->history = calloc((size_t)2 * R->cells * R->cells, sizeof(int));
    }
    if (!s || !s->tt || !s->history || eval_init(R, &s->E) < 0) {
        if (s) {
            free(s->tt);
            free(s->history);
            eval_free(&s->E);
        }
        free(s);
        seen_free(&table);
        return -1;
    }
    s->R = R;
    s->reps.seen = &table;
    s->reps.line[0] = p.hash;
    s->use_cpu = use_cpu;
    for (int i = 0; i < MAXPLY; i++)
        s->killers[i][0][0] = s->killers[i][0][1] = s->killers[i][1][0] = s->killers[i][1][1] = -2;
    double start = now(use_cpu);
    s->deadline = start + budget;
    if (max_depth > MAXPLY - 8)
        max_depth = MAXPLY - 8;
    int16_t *from = s->from[0], *to = s->to[0];
    int n = generate(R, &p, &s->w, from, to);
    int status = 1;
    if (n < 0)
        status = -1;
    else if (n == 0) {
        result->from = result->to = -1;
    } else {
        order(s, &p, n, 0, -2, -2);
        for (int i = 0; i < n; i++) /* the Python order first: a stable sort by score */
            pick(s, 0, i, n);
        int best = 0, seat = p.turn;
        int *root_score = s->score[0];
        result->from = from[0];
        result->to = to[0];
        for (int depth = 1; depth <= max_depth && n > 1; depth++) {
            int alpha = -INF, beta = INF, iter_best = -1, iter_score = -INF;
            int scores[MAXMOVES];
            for (int i = 0; i < n; i++) {
                pos_t c = p;
                play(R, &c, from[i], to[i], &s->reps, 1);
                int v;
                if (c.result >= 0)
                    v = result_value(&c, seat, 1);
                else if (i == 0)
                    v = -negamax(s, &c, depth - 1, -beta, -alpha, 1, EXTENSIONS);
                else {
                    v = -negamax(s, &c, depth - 1, -alpha - 1, -alpha, 1, EXTENSIONS);
                    if (v > alpha && !s->stop)
                        v = -negamax(s, &c, depth - 1, -beta, -alpha, 1, EXTENSIONS);
                }
                if (s->stop)
                    break;
                scores[i] = v;
                if (v > iter_score) {
                    iter_score = v;
                    iter_best = i;
                }
                if (v > alpha)
                    alpha = v;
            }
            /* An unfinished depth still counts once its first move (the previous best) is
             * searched: a move found better than that is better. */
            if (iter_best >= 0) {
                best = iter_best;
                result->score = iter_score;
                result->from = from[best];
                result->to = to[best];
            }
            if (s->stop)
                break;
            result->depth = depth;
            /* The best first next time, the rest as they were. */
            int16_t bf = from[best], bt = to[best];
            memmove(from + 1, from, sizeof(int16_t) * (size_t)best);
            memmove(to + 1, to, sizeof(int16_t) * (size_t)best);
            from[0] = bf;
            to[0] = bt;
            best = 0;
            (void)root_score;
            (void)scores;
            if (iter_score > WIN_ZONE || iter_score < -WIN_ZONE)
                break; /* a forced result: deeper changes nothing */
            if (now(use_cpu) - start > 0.5 * budget)
                break; /* too little time left to finish the next depth */
        }
    }
    result->nodes = s->nodes;
    eval_free(&s->E);
    free(s->tt);
    free(s->history);
    free(s);
    seen_free(&table);
    return status;
}

/* The compiled search kernel of Russian draughts: move generator, perft and an
 * alpha-beta search, on the same bitboards as the Python engine (board.py).
 *
 * The Python engine (movegen.py) is the reference: this file follows it rule for
 * rule, and tests/russian_checkers/test_kernel.py checks that both list the same
 * moves with the same results on thousands of positions and count the same perft.
 * Python loads it with cffi (kernel.py); `make kernel` compiles it. Where it cannot
 * load (the offline app runs in Pyodide) the Python search plays instead.
 *
 * Bit layout: dark square (file f, rank r) is bit (9r + f) / 2; a step up-right is
 * +5, up-left +4, down-right -4, down-left -5; bits 4, 13, 22, 31 are ghosts.
 * Directions in table order: NE, NW, SE, SW (the opposite of d is 3 - d).
 *
 * Capture rules (as movegen.py): men capture in all four directions, kings fly; a
 * piece is jumped at most once and stays on the board until the move ends (the
 * Turkish strike), so it blocks; a capture must go on while it can, and a king
 * must land where it can go on capturing if any landing allows it; a man crowned
 * during a capture goes on as a king. Any capture may be chosen (no majority
 * rule). A capture is listed once per distinct path of landing squares.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef uint64_t u64;

#define MAXMOVES 1024
#define MAXPATH 24
#define MAXPLY 128

typedef struct {
    u64 captured;
    u64 wm, wk, bm, bk; /* the position after the move */
    int8_t path[MAXPATH];
    int8_t len;
    int8_t crowned;
} ck_move;

static u64 VALID, RANK1, RANK8, CENTRE, MAIN_ROAD;
static u64 RANKS[8];
static int8_t RAY[36][4][8];
static int8_t RAYLEN[36][4];
static int inited;

static void init(void)
{
    if (inited)
        return;
    static const int DF[4] = {1, -1, 1, -1}, DR[4] = {1, 1, -1, -1};
    for (int r = 0; r < 8; r++)
        for (int f = 0; f < 8; f++) {
            if ((f + r) % 2)
                continue;
            int i = (9 * r + f) / 2;
            VALID |= 1ULL << i;
            RANKS[r] |= 1ULL << i;
            if (r >= 2 && r <= 5 && f >= 2 && f <= 5)
                CENTRE |= 1ULL << i;
            if (f == r)
                MAIN_ROAD |= 1ULL << i;
            for (int d = 0; d < 4; d++) {
                int n = 0, ff = f + DF[d], rr = r + DR[d];
                while (ff >= 0 && ff < 8 && rr >= 0 && rr < 8) {
                    RAY[i][d][n++] = (int8_t)((9 * rr + ff) / 2);
                    ff += DF[d];
                    rr += DR[d];
                }
                RAYLEN[i][d] = (int8_t)n;
            }
        }
    RANK1 = RANKS[0];
    RANK8 = RANKS[7];
    inited = 1;
}

#define BIT(i) (1ULL << (i))
#define POP(x) __builtin_popcountll(x)
#define LSB(x) __builtin_ctzll(x)

/* --- capture generation ------------------------------------------------------ */
typedef struct {
    ck_move *out;
    int n, max, overflow;
    int8_t path[MAXPATH];
    int len;
    u64 wm, wk, bm, bk; /* the position before the move */
    int side;
} gen_t;

static void emit(gen_t *g, u64 captured, int crowned)
{
    if (g->n >= g->max) {
        g->overflow = 1;
        return;
    }
    ck_move *m = &g->out[g->n++];
    m->captured = captured;
    memcpy(m->path, g->path, (size_t)g->len);
    m->len = (int8_t)g->len;
    m->crowned = (int8_t)crowned;
    u64 src = BIT(g->path[0]), dst = BIT(g->path[g->len - 1]);
    u64 wm = g->wm, wk = g->wk, bm = g->bm, bk = g->bk;
    if (g->side == 0) {
        if (wk & src)
            wk = (wk ^ src) | dst;
        else if (crowned) {
            wm ^= src;
            wk |= dst;
        } else
            wm = (wm ^ src) | dst;
        bm &= ~captured;
        bk &= ~captured;
    } else {
        if (bk & src)
            bk = (bk ^ src) | dst;
        else if (crowned) {
            bm ^= src;
            bk |= dst;
        } else
            bm = (bm ^ src) | dst;
        wm &= ~captured;
        wk &= ~captured;
    }
    m->wm = wm;
    m->wk = wk;
    m->bm = bm;
    m->bk = bk;
}

static int king_jumps(gen_t *g, int sq, u64 avail, u64 empty, u64 captured, int came);

static int man_jumps(gen_t *g, int sq, u64 avail, u64 empty, u64 captured, u64 promo)
{
    int found = 0;
    for (int d = 0; d < 4; d++) {
        if (RAYLEN[sq][d] < 2)
            continue;
        int mid = RAY[sq][d][0], land = RAY[sq][d][1];
        if (!((avail >> mid) & 1) || !((empty >> land) & 1))
            continue;
        found = 1;
        u64 taken = captured | BIT(mid);
        g->path[g->len++] = (int8_t)land;
        if (BIT(land) & promo) {
            if (!king_jumps(g, land, avail ^ BIT(mid), empty, taken, d))
                emit(g, taken, 1);
        } else if (!man_jumps(g, land, avail ^ BIT(mid), empty, taken, promo))
            emit(g, taken, 0);
        g->len--;
    }
    return found;
}

static int king_jumps(gen_t *g, int sq, u64 avail, u64 empty, u64 captured, int came)
{
    int found = 0;
    for (int d = 0; d < 4; d++) {
        if (came >= 0 && d == 3 - came)
            continue;
        const int8_t *ray = RAY[sq][d];
        int n = RAYLEN[sq][d], k = 0;
        while (k < n && ((empty >> ray[k]) & 1))
            k++;
        if (k >= n - 1)
            continue;
        u64 victim = BIT(ray[k]);
        if (!(avail & victim))
            continue;
        k++;
        int start = k;
        while (k < n && ((empty >> ray[k]) & 1))
            k++;
        if (k == start)
            continue;
        found = 1;
        u64 taken = captured | victim, rest = avail ^ victim;
        int goes_on = 0;
        for (int j = start; j < k; j++) {
            g->path[g->len++] = ray[j];
            if (king_jumps(g, ray[j], rest, empty, taken, d))
                goes_on = 1;
            g->len--;
        }
        if (!goes_on)
            for (int j = start; j < k; j++) {
                g->path[g->len++] = ray[j];
                emit(g, taken, 1);
                g->len--;
            }
    }
    return found;
}

static inline u64 capturing_men(u64 men, u64 opp, u64 empty)
{
    return men & (((opp & (empty >> 4)) >> 4) | ((opp & (empty >> 5)) >> 5) |
                  ((opp & (empty << 4)) << 4) | ((opp & (empty << 5)) << 5));
}

/* Every legal move of `side` (captures if any, else quiet moves); returns the count. */
static int generate(u64 wm, u64 wk, u64 bm, u64 bk, int side, ck_move *out, int max, int *overflow)
{
    gen_t g;
    g.out = out;
    g.n = 0;
    g.max = max;
    g.overflow = 0;
    g.wm = wm;
    g.wk = wk;
    g.bm = bm;
    g.bk = bk;
    g.side = side;
    u64 empty = VALID ^ (wm | wk | bm | bk);
    u64 men = side ? bm : wm, kings = side ? bk : wk, opp = side ? (wm | wk) : (bm | bk);
    u64 promo = side ? RANK1 : RANK8;
    for (u64 j = capturing_men(men, opp, empty); j; j &= j - 1) {
        int sq = LSB(j);
        g.path[0] = (int8_t)sq;
        g.len = 1;
        man_jumps(&g, sq, opp, empty | BIT(sq), 0, promo);
    }
    for (u64 k = kings; k; k &= k - 1) {
        int sq = LSB(k);
        g.path[0] = (int8_t)sq;
        g.len = 1;
        king_jumps(&g, sq, opp, empty | BIT(sq), 0, -1);
    }
    if (g.n || g.overflow) {
        if (overflow)
            *overflow = g.overflow;
        return g.n;
    }
    g.len = 2;
    for (int s = 4; s <= 5; s++) {
        u64 targets = side ? (men >> s) & empty : (men << s) & empty;
        for (; targets; targets &= targets - 1) {
            int to = LSB(targets);
            g.path[0] = (int8_t)(side ? to + s : to - s);
            g.path[1] = (int8_t)to;
            emit(&g, 0, (BIT(to) & promo) != 0);
        }
    }
    for (u64 k = kings; k; k &= k - 1) {
        int sq = LSB(k);
        for (int d = 0; d < 4; d++)
            for (int j = 0; j < RAYLEN[sq][d]; j++) {
                int to = RAY[sq][d][j];
                if (!((empty >> to) & 1))
                    break;
                g.path[0] = (int8_t)sq;
                g.path[1] = (int8_t)to;
                emit(&g, 0, 1);
            }
    }
    if (overflow)
        *overflow = g.overflow;
    return g.n;
}

/* --- bulk counting and perft --------------------------------------------------- */
static u64 king_count(int sq, u64 avail, u64 empty, int came);

static u64 man_count(int sq, u64 avail, u64 empty, u64 promo)
{
    u64 total = 0;
    for (int d = 0; d < 4; d++) {
        if (RAYLEN[sq][d] < 2)
            continue;
        int mid = RAY[sq][d][0], land = RAY[sq][d][1];
        if (!((avail >> mid) & 1) || !((empty >> land) & 1))
            continue;
        u64 more = (BIT(land) & promo) ? king_count(land, avail ^ BIT(mid), empty, d)
                                       : man_count(land, avail ^ BIT(mid), empty, promo);
        total += more ? more : 1;
    }
    return total;
}

static u64 king_count(int sq, u64 avail, u64 empty, int came)
{
    u64 total = 0;
    for (int d = 0; d < 4; d++) {
        if (came >= 0 && d == 3 - came)
            continue;
        const int8_t *ray = RAY[sq][d];
        int n = RAYLEN[sq][d], k = 0;
        while (k < n && ((empty >> ray[k]) & 1))
            k++;
        if (k >= n - 1)
            continue;
        u64 victim = BIT(ray[k]);
        if (!(avail & victim))
            continue;
        k++;
        int start = k;
        while (k < n && ((empty >> ray[k]) & 1))
            k++;
        if (k == start)
            continue;
        u64 more = 0;
        for (int j = start; j < k; j++)
            more += king_count(ray[j], avail ^ victim, empty, d);
        total += more ? more : (u64)(k - start);
    }
    return total;
}

static u64 count_moves(u64 wm, u64 wk, u64 bm, u64 bk, int side)
{
    u64 empty = VALID ^ (wm | wk | bm | bk);
    u64 men = side ? bm : wm, kings = side ? bk : wk, opp = side ? (wm | wk) : (bm | bk);
    u64 promo = side ? RANK1 : RANK8, total = 0;
    for (u64 j = capturing_men(men, opp, empty); j; j &= j - 1)
        total += man_count(LSB(j), opp, empty | (j & -j), promo);
    for (u64 k = kings; k; k &= k - 1)
        total += king_count(LSB(k), opp, empty | (k & -k), -1);
    if (total)
        return total;
    if (side == 0)
        total = POP((men << 4) & empty) + POP((men << 5) & empty);
    else
        total = POP((men >> 4) & empty) + POP((men >> 5) & empty);
    static const int SH[2] = {4, 5};
    for (int s = 0; s < 2; s++) {
        u64 x = kings;
        while (x) {
            x = (x << SH[s]) & empty;
            total += POP(x);
        }
        x = kings;
        while (x) {
            x = (x >> SH[s]) & empty;
            total += POP(x);
        }
    }
    return total;
}

static u64 perft_rec(u64 wm, u64 wk, u64 bm, u64 bk, int side, int depth, ck_move *buf)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return count_moves(wm, wk, bm, bk, side);
    int n = generate(wm, wk, bm, bk, side, buf, MAXMOVES, NULL);
    u64 total = 0;
    for (int i = 0; i < n; i++)
        total += perft_rec(buf[i].wm, buf[i].wk, buf[i].bm, buf[i].bk, 1 - side, depth - 1,
                           buf + MAXMOVES);
    return total;
}

/* --- the API for Python ------------------------------------------------------------ */
int ck_generate(u64 wm, u64 wk, u64 bm, u64 bk, int side, ck_move *out, int max)
{
    init();
    int overflow = 0;
    int n = generate(wm, wk, bm, bk, side, out, max, &overflow);
    return overflow ? -1 : n;
}

u64 ck_perft(u64 wm, u64 wk, u64 bm, u64 bk, int side, int depth)
{
    init();
    if (depth <= 1)
        return depth <= 0 ? 1 : count_moves(wm, wk, bm, bk, side);
    ck_move *buf = malloc(sizeof(ck_move) * MAXMOVES * (size_t)depth);
    if (!buf)
        return 0;
    u64 total = perft_rec(wm, wk, bm, bk, side, depth, buf);
    free(buf);
    return total;
}


/* --- search ----------------------------------------------------------------------
 * Iterative-deepening negamax alpha-beta (principal variation search) with a
 * transposition table, move ordering (the table's move, bigger captures, killers,
 * history), quiescence on captures (captures are compulsory, so a position with
 * one pending is never judged: its captures are searched to the end), a forced
 * move does not use up depth, late quiet moves are reduced, and repetition inside the game counts as a draw.
 * Values are in hundredths of a man for the side to move; a win is MATE - plies.
 */
#define MATE 30000
#define WIN_ZONE 29000
#define INF 32000
#define TT_BITS 20
#define EXACT 0
#define LOWER 1
#define UPPER 2

typedef struct {
    u64 key;
    int16_t score;
    int8_t depth;
    uint8_t flag;
    uint8_t from, to;
    uint16_t pad;
} tt_entry;

typedef struct {
    tt_entry *tt;
    u64 keys[MAXPLY + 1024]; /* the game's positions since its last irreversible move, then the line */
    int rev[MAXPLY + 1024];  /* how many plies before each position were reversible */
    int base;                /* index of the root in keys */
    ck_move *moves;          /* MAXMOVES per ply */
    uint8_t killers[MAXPLY][2][2];
    int history[2][36][36];
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

static inline u64 mix(u64 x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

static inline u64 hash_pos(u64 wm, u64 wk, u64 bm, u64 bk, int side)
{
    return mix(wm ^ mix(wk ^ mix(bm ^ mix(bk ^ (u64)(side + 1)))));
}

/* The lone king against at most `most` pieces, kings only for the stronger side
 * when asked: the positions the draw rules (D4, D5) or the theory call drawn. */
static int drawish(u64 wm, u64 wk, u64 bm, u64 bk)
{
    int w = POP(wm | wk), b = POP(bm | bk);
    if (w == 1 && wk) {
        if (b <= 2)
            return 1;
        if (b == 3 && (wk & MAIN_ROAD))
            return 1;
    }
    if (b == 1 && bk) {
        if (w <= 2)
            return 1;
        if (w == 3 && (bk & MAIN_ROAD))
            return 1;
    }
    return 0;
}

static int advance_w(u64 men)
{
    int t = 0;
    for (int r = 1; r < 7; r++)
        t += POP(men & RANKS[r]) * r;
    return t;
}

static int advance_b(u64 men)
{
    int t = 0;
    for (int r = 1; r < 7; r++)
        t += POP(men & RANKS[r]) * (7 - r);
    return t;
}

/* The value for White, in hundredths of a man. The Python hard's terms (material,
 * advance, centre, back rank, mobility) on the same scale, plus: a lead counts more
 * as the board empties (trade when ahead), kings are worth more once the men are
 * few, a king on the main road, and the king endings the rules or theory draw. */
static int eval_white(u64 wm, u64 wk, u64 bm, u64 bk)
{
    int nwm = POP(wm), nwk = POP(wk), nbm = POP(bm), nbk = POP(bk);
    int pieces = nwm + nwk + nbm + nbk;
    int king = pieces <= 10 ? 300 : 250;
    int mat_w = 100 * nwm + king * nwk, mat_b = 100 * nbm + king * nbk;
    int score = mat_w - mat_b;
    if (drawish(wm, wk, bm, bk))
        return score / 16;
    /* Trade down when ahead: the lead grows as the material left shrinks. */
    int total = mat_w + mat_b;
    score += (mat_w - mat_b) * (2400 - (total < 2400 ? total : 2400)) / 4800;
    score += 4 * (advance_w(wm) - advance_b(bm));
    score += 8 * (POP((wm | wk) & CENTRE) - POP((bm | bk) & CENTRE));
    if (pieces > 12)
        score += 8 * (POP(wm & RANK1) - POP(bm & RANK8));
    u64 empty = VALID ^ (wm | wk | bm | bk);
    int ws = POP((wm << 4) & empty) + POP((wm << 5) & empty);
    int bs = POP((bm >> 4) & empty) + POP((bm >> 5) & empty);
    score += 2 * (ws - bs);
    /* Kings: the main road, and a men-only side facing a king is in danger. */
    if (wk & MAIN_ROAD)
        score += 20;
    if (bk & MAIN_ROAD)
        score -= 20;
    /* Men close to crowning with a free square in front. */
    u64 wfree = ((wm & RANKS[6]) << 4 | (wm & RANKS[6]) << 5) & empty & RANK8;
    u64 bfree = ((bm & RANKS[1]) >> 4 | (bm & RANKS[1]) >> 5) & empty & RANK1;
    score += 15 * (POP(wfree) - POP(bfree));
    /* Three kings hunt the lone king off the main road (D3 gives them 15 moves). */
    if (!wm && !bm && nbk == 1 && nbm == 0 && nwk >= 3)
        score += 300;
    if (!wm && !bm && nwk == 1 && nwm == 0 && nbk >= 3)
        score -= 300;
    return score;
}

static inline int evaluate(u64 wm, u64 wk, u64 bm, u64 bk, int side)
{
    int v = eval_white(wm, wk, bm, bk);
    return side ? -v : v;
}

static void order(search_t *s, ck_move *m, int n, int *score, int ply, int side, int tfrom,
                  int tto, u64 kings)
{
    for (int i = 0; i < n; i++) {
        int from = m[i].path[0], to = m[i].path[m[i].len - 1];
        int v;
        if (from == tfrom && to == tto)
            v = 1 << 30;
        else if (m[i].captured)
            v = (1 << 24) + 1000 * POP(m[i].captured) + 500 * POP(m[i].captured & kings);
        else {
            v = s->history[side][from][to];
            if (s->killers[ply][0][0] == from && s->killers[ply][0][1] == to)
                v += 1 << 22;
            else if (s->killers[ply][1][0] == from && s->killers[ply][1][1] == to)
                v += 1 << 21;
            if (m[i].crowned && !(BIT(from) & kings))
                v += 1 << 23;
        }
        score[i] = v;
    }
}

static inline void pick(ck_move *m, int *score, int i, int n)
{
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (score[j] > score[best])
            best = j;
    if (best != i) {
        ck_move t = m[i];
        m[i] = m[best];
        m[best] = t;
        int v = score[i];
        score[i] = score[best];
        score[best] = v;
    }
}

static int negamax(search_t *s, u64 wm, u64 wk, u64 bm, u64 bk, int side, int depth, int alpha,
                   int beta, int ply)
{
    s->nodes++;
    if ((s->nodes & 1023) == 0 && now(s->use_cpu) > s->deadline)
        s->stop = 1;
    if (s->stop)
        return 0;
    int idx = s->base + ply;
    u64 key = hash_pos(wm, wk, bm, bk, side);
    s->keys[idx] = key;
    if (ply > 0)
        for (int i = idx - 2; i >= idx - s->rev[idx]; i -= 2)
            if (s->keys[i] == key)
                return 0;
    if (ply >= MAXPLY - 1)
        return evaluate(wm, wk, bm, bk, side);
    ck_move *m = s->moves + (size_t)ply * MAXMOVES;
    int n = generate(wm, wk, bm, bk, side, m, MAXMOVES, NULL);
    if (n == 0)
        return -MATE + ply;
    int capture = m[0].captured != 0;
    if (depth <= 0 && !capture)
        return evaluate(wm, wk, bm, bk, side);
    if (n == 1 && depth > 0 && ply < 2 * depth + 40)
        depth++; /* a forced move is no real choice */
    if (depth < 0)
        depth = 0;
    tt_entry *e = &s->tt[key & ((1u << TT_BITS) - 1)];
    int tfrom = -1, tto = -1;
    if (e->key == key) {
        tfrom = e->from;
        tto = e->to;
        if (ply > 0 && e->depth >= depth) {
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
    int score[MAXMOVES];
    u64 kings = wk | bk;
    order(s, m, n, score, ply, side, tfrom, tto, kings);
    int alpha0 = alpha, best = -INF, bfrom = -1, bto = -1;
    for (int i = 0; i < n; i++) {
        pick(m, score, i, n);
        ck_move *mv = &m[i];
        int from = mv->path[0], to = mv->path[mv->len - 1];
        int reversible = !mv->captured && (BIT(from) & kings);
        s->rev[idx + 1] = reversible ? s->rev[idx] + 1 : 0;
        int v;
        if (i == 0)
            v = -negamax(s, mv->wm, mv->wk, mv->bm, mv->bk, 1 - side, depth - 1, -beta, -alpha,
                         ply + 1);
        else {
            /* Late quiet moves are searched a ply or two shallower first (late move
             * reductions); one that then looks better is searched again in full. */
            int r = 0;
            if (!capture && depth >= 3 && i >= 3 && !mv->crowned)
                r = (i >= 8 && depth >= 6) ? 2 : 1;
            v = -negamax(s, mv->wm, mv->wk, mv->bm, mv->bk, 1 - side, depth - 1 - r, -alpha - 1,
                         -alpha, ply + 1);
            if (r && v > alpha && !s->stop)
                v = -negamax(s, mv->wm, mv->wk, mv->bm, mv->bk, 1 - side, depth - 1, -alpha - 1,
                             -alpha, ply + 1);
            if (v > alpha && v < beta && !s->stop)
                v = -negamax(s, mv->wm, mv->wk, mv->bm, mv->bk, 1 - side, depth - 1, -beta,
                             -alpha, ply + 1);
        }
        if (s->stop)
            return 0;
        if (v > best) {
            best = v;
            bfrom = from;
            bto = to;
        }
        if (v > alpha)
            alpha = v;
        if (alpha >= beta) {
            if (!mv->captured) {
                if (!(s->killers[ply][0][0] == from && s->killers[ply][0][1] == to)) {
                    s->killers[ply][1][0] = s->killers[ply][0][0];
                    s->killers[ply][1][1] = s->killers[ply][0][1];
                    s->killers[ply][0][0] = (uint8_t)from;
                    s->killers[ply][0][1] = (uint8_t)to;
                }
                s->history[side][from][to] += depth * depth;
                if (s->history[side][from][to] > (1 << 20))
                    for (int a = 0; a < 36; a++)
                        for (int b = 0; b < 36; b++)
                            s->history[side][a][b] /= 2;
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
    e->score = (int16_t)stored;
    e->depth = (int8_t)depth;
    e->flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    e->from = (uint8_t)bfrom;
    e->to = (uint8_t)bto;
    return best;
}

typedef struct {
    int from, to;
    u64 captured;
    int depth, score;
    u64 nodes;
} ck_result;

/* Search the position for `budget` seconds (wall or, with use_cpu, this process's CPU
 * time) and at most `max_depth` plies. `history` holds the game's earlier positions
 * since its last irreversible move (5 words each: wm, wk, bm, bk, side), oldest first,
 * so that a repetition reads as the draw it is. The answer names the move by its
 * start, end and captured pieces (one resulting position). */
int ck_search(u64 wm, u64 wk, u64 bm, u64 bk, int side, const u64 *history, int nhistory,
              double budget, int use_cpu, int max_depth, ck_result *result)
{
    init();
    search_t *s = calloc(1, sizeof(search_t));
    if (!s)
        return -1;
    s->tt = calloc((size_t)1 << TT_BITS, sizeof(tt_entry));
    s->moves = malloc(sizeof(ck_move) * MAXMOVES * MAXPLY);
    ck_move *root = malloc(sizeof(ck_move) * MAXMOVES);
    if (!s->tt || !s->moves || !root) {
        free(s->tt);
        free(s->moves);
        free(root);
        free(s);
        return -1;
    }
    if (nhistory > 1000) { /* only the latest positions can come back */
        history += 5 * (size_t)(nhistory - 1000);
        nhistory = 1000;
    }
    for (int i = 0; i < nhistory; i++) {
        const u64 *h = history + 5 * i;
        s->keys[i] = hash_pos(h[0], h[1], h[2], h[3], (int)h[4]);
    }
    s->base = nhistory;
    s->rev[s->base] = nhistory;
    s->use_cpu = use_cpu;
    double start = now(use_cpu);
    s->deadline = start + budget;
    int n = generate(wm, wk, bm, bk, side, root, MAXMOVES, NULL);
    memset(result, 0, sizeof(*result));
    if (n == 0) {
        free(s->tt);
        free(s->moves);
        free(root);
        free(s);
        return 0;
    }
    int best = 0, root_score[MAXMOVES];
    for (int i = 0; i < n; i++)
        root_score[i] = 0;
    u64 kings = wk | bk;
    s->keys[s->base] = hash_pos(wm, wk, bm, bk, side);
    for (int depth = 1; depth <= max_depth; depth++) {
        int alpha = -INF, beta = INF, iter_best = -1, iter_score = -INF;
        for (int i = 0; i < n; i++) {
            ck_move *mv = &root[i];
            int reversible = !mv->captured && (BIT(mv->path[0]) & kings);
            s->rev[s->base + 1] = reversible ? s->rev[s->base] + 1 : 0;
            int v;
            if (i == 0)
                v = -negamax(s, mv->wm, mv->wk, mv->bm, mv->bk, 1 - side, depth - 1, -beta,
                             -alpha, 1);
            else {
                v = -negamax(s, mv->wm, mv->wk, mv->bm, mv->bk, 1 - side, depth - 1, -alpha - 1,
                             -alpha, 1);
                if (v > alpha && !s->stop)
                    v = -negamax(s, mv->wm, mv->wk, mv->bm, mv->bk, 1 - side, depth - 1, -beta,
                                 -alpha, 1);
            }
            if (s->stop)
                break;
            root_score[i] = v;
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
        }
        if (s->stop)
            break;
        result->depth = depth;
        /* The best first next time, the rest by this depth's values (stable). */
        ck_move b = root[best];
        int bs = root_score[best];
        memmove(root + 1, root, sizeof(ck_move) * (size_t)best);
        memmove(root_score + 1, root_score, sizeof(int) * (size_t)best);
        root[0] = b;
        root_score[0] = bs;
        best = 0;
        if (iter_score > WIN_ZONE || iter_score < -WIN_ZONE)
            break; /* a forced result: deeper changes nothing */
        if (n == 1 || now(use_cpu) - start > 0.5 * budget)
            break;
    }
    result->from = root[best].path[0];
    result->to = root[best].path[root[best].len - 1];
    result->captured = root[best].captured;
    result->nodes = s->nodes;
    free(s->tt);
    free(s->moves);
    free(root);
    free(s);
    return 1;
}

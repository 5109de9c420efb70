/*
 * The socket tier: a small C program that holds the club's client WebSockets after the
 * handshake, so that the Python club exchanges whole messages with it over one Unix stream
 * socket (the "link") instead of doing every socket's framing, reads, writes and event-loop
 * work itself.
 *
 * Why: with 4000 WebSockets a Kozel move cost about 0.7 ms of the club's CPU, most of it
 * the work for each socket (docs/benchmarks.md, "What a smaller update could still win";
 * igroteka/server/ws_transport.py). Lichess gives that work to a separate socket tier;
 * this is ours. Measured since ("The socket tier, Kozel's views and the journal's
 * cadence"), it takes about 0.2 ms a move off the club's process and spends about 0.15 ms
 * itself, nearly all in the kernel's TCP work: the club's process carries more moves, the
 * CPU in all stays the same. The club still answers the HTTP upgrade request (origin check,
 * cookies, Sec-WebSocket-Accept) but writes nothing to the socket itself: it hands the
 * accepted TCP socket to the tier (SCM_RIGHTS) together with the exact bytes of its
 * HTTP 101 response, and from then on the tier frames, unframes, pings and closes.
 *
 * Invocation:
 *   _tier --link-fd N --ping-seconds F --silence-seconds F --limit BYTES
 *         --app-ping STR --app-pong STR --refusal STR [--max-buffer BYTES]
 *         [--link-delay-seconds F]
 * The link fd is inherited: one end of socketpair(AF_UNIX, SOCK_STREAM). Bad arguments: one
 * line on stderr, exit status 2. When the link reaches end of file (the club went away) the
 * tier exits 0, which closes every client socket. Nothing is printed in normal operation.
 *
 * The link protocol. Both directions use the same frame, integers little-endian:
 *   u32 len (bytes after this field, >= 5) | u8 kind | u32 id | len-5 payload bytes
 * Club -> tier:
 *   1 ADOPT  payload: bytes written to the client first (the 101 response). Exactly one fd
 *            travels with it by SCM_RIGHTS on the link, never later than the frame's first
 *            byte (it may come with an earlier read); received fds wait in a FIFO queue and
 *            each ADOPT takes the oldest. The tier makes it non-blocking and TCP_NODELAY.
 *            Ids are chosen by the club (increasing). The club closes its own copy of the fd
 *            once it is sent. An ADOPT that finds no fd is answered CLOSED(1011) at once.
 *   2 SEND   payload: one UTF-8 text message, sent as one unmasked text frame. A socket
 *            whose unsent bytes exceed --max-buffer is dropped: CLOSED(1006). A SEND for an
 *            unknown id (already closed) or a closing socket is dropped silently.
 *   3 CLOSE  payload: u16 close code (little-endian), then a UTF-8 reason (may be empty).
 *            The client is sent that close frame, the socket is shut for writing once
 *            everything buffered is written, whatever the peer still sends is read and
 *            dropped until it closes or 5 s pass, then the fd is closed and CLOSED(code)
 *            reported. Nothing more is sent after a CLOSE. A payload under 2 bytes: 1000.
 * Tier -> club:
 *   16 TEXT    payload: one whole text message from the client (fragments assembled,
 *              valid UTF-8: invalid UTF-8 closes the socket with 1007).
 *   17 BINARY  payload: one whole binary message.
 *   18 CLOSED  payload: u16 code. Exactly once per adopted socket, when its fd is closed:
 *              the peer's close frame (its code, 1005 without one; the tier echoes the
 *              close frame and closes), end of file or a read/write error without a close
 *              frame (1006), silence cut-off (1006), protocol error (1002), message too big
 *              (1009), invalid UTF-8 (1007), output over --max-buffer (1006), or the club's
 *              CLOSE (its code). A socket the tier closes with a close frame (1002, 1007,
 *              1009, the peer's or the club's close) is shut for writing after the frame,
 *              drained (read and dropped) until the peer closes or 5 s pass, then closed:
 *              closing at once while the peer still sends would reset the connection and
 *              could lose the frame. Its CLOSED comes then.
 *
 * Client frames (RFC 6455): unmasked frames, RSV bits, unknown opcodes, fragmented or long
 * (> 125 bytes) control frames and out-of-order continuations are protocol errors (1002).
 * A ping is answered with a pong of the same payload; a pong only counts as hearing from
 * the peer. A message whose size (the sum of its frames' declared lengths, judged at each
 * frame header, before the payload arrives) exceeds --limit gets the --refusal text as a
 * text frame and a close frame 1009; its payload is never buffered. A whole text message
 * equal to --app-ping (the web client's {"type":"ping"}) is answered at once with
 * --app-pong and not forwarded.
 *
 * Link delay (--link-delay-seconds F, optional): the frames for the club are written to the
 * link at most once in F seconds; one that comes after a quieter spell goes at once. A busy
 * club then reads several moves in one pass of its event loop (one journal commit, one
 * write of their updates) for up to F seconds more before a move is answered.
 *
 * Heartbeat: any bytes read from a peer count as hearing from it. A socket not heard from
 * for --ping-seconds is sent one empty ping (no second one until it is heard from again);
 * one not heard from for --silence-seconds is cut off (SO_LINGER 0, close): CLOSED(1006).
 * The sockets are scanned at most every ping-seconds/50, and only when some socket's
 * deadline is due.
 *
 * Cost per message is the point, so: level-triggered epoll, one read per ready socket per
 * loop iteration (fair between sockets), into one shared 64 KiB buffer; frames are parsed in
 * place and unmasked a word at a time, a single-frame message straight into the link's
 * output buffer; only a frame header cut by a read (at most 14 bytes), a control frame's
 * payload and a fragmented or cut message's payload are kept per socket. Frames for a
 * client (SENDs, pongs, the 101) are appended to the socket's output buffer and written
 * with one send() per socket at the end of the loop iteration; the frames for the club are
 * appended to one link buffer and written once per iteration. No allocation per message:
 * every buffer is reused. The link's output is not bounded: the club must keep reading it.
 * A forgotten socket leaves epoll before its close(), since the club may still hold a copy
 * of its fd for a moment (it closes its own once sent), which would keep it registered.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

enum {
    K_ADOPT = 1, K_SEND = 2, K_CLOSE = 3,
    K_TEXT = 16, K_BINARY = 17, K_CLOSED = 18,
};

enum { S_OPEN, S_CLOSING, S_DRAIN };          /* a socket's life */
enum { P_HEADER, P_PAYLOAD };                 /* the frame parser's place */

#define READ_SIZE (64 * 1024)
#define LINK_READ (256 * 1024)
#define MAX_FDS 253                           /* SCM_MAX_FD */
#define DRAIN_NS (5LL * 1000000000LL)
#define KEEP_CAP (256 * 1024)                 /* a buffer bigger than this is freed once empty */
#define LINK_HDR 9

typedef struct {
    uint8_t *p;
    size_t head, len, cap;                    /* the bytes are p[head..len) */
} buf_t;

typedef struct conn {
    int fd;
    uint32_t id;
    uint8_t state;
    uint8_t pinged;                           /* an empty ping went out since last heard */
    uint8_t want_out;                         /* EPOLLOUT is registered */
    uint8_t dirty;                            /* in the list flushed at the iteration's end */
    uint16_t code;                            /* CLOSED's code once closing */
    int64_t heard;                            /* CLOCK_MONOTONIC ns */
    int64_t deadline;                         /* closing: when to give up waiting */
    size_t index;                             /* in conns[] */
    /* the frame parser */
    uint8_t pstate;
    uint8_t hdr_len, hdr_need;
    uint8_t hdr[14];
    uint8_t fop, ffin, direct;                /* the current frame's opcode, FIN, path */
    uint8_t mask[4];
    uint32_t mask_pos;
    uint64_t remaining;                       /* payload bytes of the current frame left */
    uint8_t msg_op;                           /* 0: no data message in progress */
    uint64_t msg_declared;                    /* the message's declared size so far */
    buf_t msg;                                /* a fragmented or cut message's payload */
    uint8_t ctrl[125];
    uint8_t ctrl_len;
    size_t direct_at;                         /* the direct path: where in the link buffer */
    buf_t out;
    struct conn *next_dead;
} conn_t;

/* settings */
static int link_fd = -1;
static int64_t ping_ns, silence_ns, tick_ns;
static uint64_t limit_bytes;
static size_t max_buffer = 4194304;
static const uint8_t *app_ping, *app_pong, *refusal;
static size_t app_ping_len, app_pong_len, refusal_len;

/* state */
static int ep;
static int64_t now;
static int64_t next_scan = INT64_MAX;
/* --link-delay-seconds: the messages for the club are written to the link at most once in
 * this long, so that a busy club reads several moves at once; after a quiet spell a message
 * goes at once (0: written at the end of each loop iteration). */
static int64_t link_delay_ns = 0;
static int64_t link_sent = INT64_MIN / 2;     /* when the last write to the link began */
static int64_t link_due = INT64_MAX;          /* when the held messages must go */
static uint8_t rbuf[READ_SIZE];
static buf_t link_in, link_out;
static int link_want_out;
static conn_t **conns;
static size_t n_conns, cap_conns;
static conn_t **dirty;
static size_t n_dirty, cap_dirty;
static conn_t *dead;
static int fdq[4096];                         /* received fds not yet adopted (FIFO ring) */
static size_t fdq_head, fdq_len;
/* id -> conn: open addressing, linear probing, backward-shift deletion */
static conn_t **table;
static size_t table_cap, table_len;
static char link_marker;                      /* epoll data for the link */

static void die(const char *what) {
    fprintf(stderr, "tier: %s: %s\n", what, strerror(errno));
    exit(1);
}

static void *xrealloc(void *p, size_t n) {
    void *q = realloc(p, n);
    if (!q) {
        fprintf(stderr, "tier: out of memory\n");
        exit(1);
    }
    return q;
}

static int64_t clock_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* ---------- buffers ---------- */

/* Room for n more bytes at p[len]; returns where they go. */
static uint8_t *buf_reserve(buf_t *b, size_t n) {
    if (b->len + n > b->cap) {
        if (b->head) {
            memmove(b->p, b->p + b->head, b->len - b->head);
            b->len -= b->head;
            b->head = 0;
        }
        if (b->len + n > b->cap) {
            size_t cap = b->cap ? b->cap : 4096;
            while (cap < b->len + n)
                cap *= 2;
            b->p = xrealloc(b->p, cap);
            b->cap = cap;
        }
    }
    return b->p + b->len;
}

static void buf_put(buf_t *b, const void *data, size_t n) {
    memcpy(buf_reserve(b, n), data, n);
    b->len += n;
}

static void buf_consumed(buf_t *b, size_t n) {
    b->head += n;
    if (b->head == b->len) {
        b->head = b->len = 0;
        if (b->cap > KEEP_CAP) {
            free(b->p);
            b->p = NULL;
            b->cap = 0;
        }
    }
}

static void buf_free(buf_t *b) {
    free(b->p);
    b->p = NULL;
    b->head = b->len = b->cap = 0;
}

static void put_u32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

static uint32_t get_u32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* ---------- unmasking and UTF-8 ---------- */

/* dst[i] = src[i] ^ mask[(pos + i) % 4], a word at a time. dst may equal src. */
static void unmask(uint8_t *dst, const uint8_t *src, size_t n, const uint8_t mask[4], uint32_t pos) {
    uint8_t m[8];
    for (int i = 0; i < 8; i++)
        m[i] = mask[(pos + i) & 3];
    uint64_t w;
    memcpy(&w, m, 8);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t x;
        memcpy(&x, src + i, 8);
        x ^= w;
        memcpy(dst + i, &x, 8);
    }
    for (; i < n; i++)
        dst[i] = src[i] ^ m[i & 7];
}

/* Whether p[0..n) is well-formed UTF-8 (no surrogates, no overlongs, <= U+10FFFF). */
static int utf8_valid(const uint8_t *p, size_t n) {
    size_t i = 0;
    while (i < n) {
        if (i + 8 <= n) {
            uint64_t x;
            memcpy(&x, p + i, 8);
            if (!(x & 0x8080808080808080ULL)) {
                i += 8;
                continue;
            }
        }
        uint8_t c = p[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        size_t k;
        uint32_t lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) k = 1;
        else if (c >= 0xE0 && c <= 0xEF) {
            k = 2;
            if (c == 0xE0) lo = 0xA0;
            if (c == 0xED) hi = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            k = 3;
            if (c == 0xF0) lo = 0x90;
            if (c == 0xF4) hi = 0x8F;
        } else return 0;
        if (i + k >= n) return 0;
        if (p[i + 1] < lo || p[i + 1] > hi) return 0;
        for (size_t j = 2; j <= k; j++)
            if ((p[i + j] & 0xC0) != 0x80) return 0;
        i += k + 1;
    }
    return 1;
}

/* ---------- the link ---------- */

/* Starts a frame for the club in link_out; returns where its payload goes. */
static uint8_t *link_begin(uint8_t kind, uint32_t id, size_t payload) {
    uint8_t *h = buf_reserve(&link_out, LINK_HDR + payload);
    put_u32(h, (uint32_t)(payload + 5));
    h[4] = kind;
    put_u32(h + 5, id);
    return h + LINK_HDR;
}

static void link_put(uint8_t kind, uint32_t id, const void *payload, size_t n) {
    uint8_t *p = link_begin(kind, id, n);
    if (n)
        memcpy(p, payload, n);
    link_out.len += LINK_HDR + n;
}

static void link_epoll_out(int want) {
    if (want == link_want_out)
        return;
    struct epoll_event ev = {.events = EPOLLIN | (want ? EPOLLOUT : 0), .data.ptr = &link_marker};
    if (epoll_ctl(ep, EPOLL_CTL_MOD, link_fd, &ev) < 0)
        die("epoll_ctl link");
    link_want_out = want;
}

static void link_flush(void) {
    while (link_out.len > link_out.head) {
        ssize_t n = send(link_fd, link_out.p + link_out.head, link_out.len - link_out.head,
                         MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n > 0) {
            link_out.head += (size_t)n;
            if (link_out.head == link_out.len)
                link_out.head = link_out.len = 0;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            link_epoll_out(1);
            return;
        }
        exit(0);                              /* the club went away */
    }
    link_epoll_out(0);
}

/* ---------- sockets ---------- */

static size_t table_slot(uint32_t id) {
    return (size_t)((id * 2654435769u) & (table_cap - 1));
}

static conn_t *table_get(uint32_t id) {
    if (!table_cap)
        return NULL;
    for (size_t i = table_slot(id);; i = (i + 1) & (table_cap - 1)) {
        conn_t *c = table[i];
        if (!c)
            return NULL;
        if (c->id == id)
            return c;
    }
}

static void table_put_raw(conn_t *c) {
    size_t i = table_slot(c->id);
    while (table[i])
        i = (i + 1) & (table_cap - 1);
    table[i] = c;
}

static void table_put(conn_t *c) {
    if ((table_len + 1) * 2 > table_cap) {
        conn_t **old = table;
        size_t old_cap = table_cap;
        table_cap = table_cap ? table_cap * 2 : 1024;
        table = calloc(table_cap, sizeof *table);
        if (!table)
            die("calloc");
        for (size_t i = 0; i < old_cap; i++)
            if (old[i])
                table_put_raw(old[i]);
        free(old);
    }
    table_put_raw(c);
    table_len++;
}

static void table_del(conn_t *c) {
    size_t i = table_slot(c->id);
    while (table[i] != c)
        i = (i + 1) & (table_cap - 1);
    table[i] = NULL;
    table_len--;
    /* backward shift: move up every later entry of the run that belongs before the hole */
    for (size_t j = (i + 1) & (table_cap - 1); table[j]; j = (j + 1) & (table_cap - 1)) {
        size_t home = table_slot(table[j]->id);
        /* table[j] may move to i when i lies cyclically in [home, j) */
        int movable = (j > i) ? (home <= i || home > j) : (home <= i && home > j);
        if (movable) {
            table[i] = table[j];
            table[j] = NULL;
            i = j;
        }
    }
}

static void conn_epoll(conn_t *c, int want_out) {
    if (want_out == c->want_out)
        return;
    struct epoll_event ev = {.events = EPOLLIN | (want_out ? EPOLLOUT : 0), .data.ptr = c};
    epoll_ctl(ep, EPOLL_CTL_MOD, c->fd, &ev);
    c->want_out = (uint8_t)want_out;
}

static void mark_dirty(conn_t *c) {
    if (c->dirty)
        return;
    if (n_dirty == cap_dirty) {
        cap_dirty = cap_dirty ? cap_dirty * 2 : 1024;
        dirty = xrealloc(dirty, cap_dirty * sizeof *dirty);
    }
    dirty[n_dirty++] = c;
    c->dirty = 1;
}

/* Forgets the socket: closes its fd (at once, resetting the connection, when abort) and
 * reports CLOSED(code). The memory goes at the end of the loop iteration, since later
 * events of the same epoll batch may still point at it. */
static void conn_finish(conn_t *c, uint16_t code, int abort_it) {
    if (c->fd < 0)
        return;
    if (abort_it) {
        struct linger lg = {.l_onoff = 1, .l_linger = 0};
        setsockopt(c->fd, SOL_SOCKET, SO_LINGER, &lg, sizeof lg);
    }
    /* removed by hand: close() alone leaves it registered while the club still holds a copy
     * of the fd (it closes its own after sending), and an event would then find freed memory */
    epoll_ctl(ep, EPOLL_CTL_DEL, c->fd, NULL);
    close(c->fd);
    c->fd = -1;
    uint8_t le[2] = {(uint8_t)code, (uint8_t)(code >> 8)};
    link_put(K_CLOSED, c->id, le, 2);
    table_del(c);
    conn_t *last = conns[--n_conns];
    conns[c->index] = last;
    last->index = c->index;
    c->next_dead = dead;
    dead = c;
}

/* Appends a server frame (unmasked, FIN) to the socket's output. */
static void frame_out(conn_t *c, uint8_t opcode, const uint8_t *a, size_t an,
                      const uint8_t *b, size_t bn) {
    size_t n = an + bn;
    uint8_t *h = buf_reserve(&c->out, 10 + n);
    size_t hl;
    h[0] = 0x80 | opcode;
    if (n < 126) {
        h[1] = (uint8_t)n;
        hl = 2;
    } else if (n < 65536) {
        h[1] = 126;
        h[2] = (uint8_t)(n >> 8);
        h[3] = (uint8_t)n;
        hl = 4;
    } else {
        h[1] = 127;
        for (int i = 0; i < 8; i++)
            h[2 + i] = (uint8_t)((uint64_t)n >> (56 - 8 * i));
        hl = 10;
    }
    if (an)
        memcpy(h + hl, a, an);
    if (bn)
        memcpy(h + hl + an, b, bn);
    c->out.len += hl + n;
    mark_dirty(c);
}

/* Starts closing with a close frame (code, reason; no payload at all when code is 0):
 * the frame goes after everything buffered, then SHUT_WR, then the drain. */
static void conn_close(conn_t *c, uint16_t frame_code, const uint8_t *reason, size_t rn,
                       uint16_t report) {
    uint8_t be[2] = {(uint8_t)(frame_code >> 8), (uint8_t)frame_code};
    if (frame_code)
        frame_out(c, 8, be, 2, reason, rn);
    else
        frame_out(c, 8, NULL, 0, NULL, 0);
    c->state = S_CLOSING;
    c->code = report;
    c->deadline = now + DRAIN_NS;
    if (c->deadline < next_scan)
        next_scan = c->deadline;
    buf_free(&c->msg);
}

/* Writes the socket's buffered output. */
static void conn_flush(conn_t *c) {
    while (c->out.len > c->out.head) {
        ssize_t n = send(c->fd, c->out.p + c->out.head, c->out.len - c->out.head,
                         MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n > 0) {
            buf_consumed(&c->out, (size_t)n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            if (c->state == S_OPEN && c->out.len - c->out.head > max_buffer) {
                conn_finish(c, 1006, 1);
                return;
            }
            conn_epoll(c, 1);
            return;
        }
        conn_finish(c, c->state == S_OPEN ? 1006 : c->code, 1);
        return;
    }
    conn_epoll(c, 0);
    if (c->state == S_CLOSING) {
        shutdown(c->fd, SHUT_WR);
        c->state = S_DRAIN;
    }
}

static void adopt(uint32_t id, const uint8_t *payload, size_t n) {
    if (!fdq_len) {
        fprintf(stderr, "tier: ADOPT %u came without a file descriptor\n", id);
        uint8_t le[2] = {1011 & 0xFF, 1011 >> 8};
        link_put(K_CLOSED, id, le, 2);
        return;
    }
    int fd = fdq[fdq_head];
    fdq_head = (fdq_head + 1) % (sizeof fdq / sizeof *fdq);
    fdq_len--;
    if (table_get(id)) {
        fprintf(stderr, "tier: ADOPT %u: the id is in use\n", id);
        close(fd);
        return;
    }
    int fl = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, (fl < 0 ? 0 : fl) | O_NONBLOCK);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);  /* fails on a non-TCP fd */
    conn_t *c = calloc(1, sizeof *c);
    if (!c)
        die("calloc");
    c->fd = fd;
    c->id = id;
    c->state = S_OPEN;
    c->heard = now;
    c->hdr_need = 2;
    struct epoll_event ev = {.events = EPOLLIN, .data.ptr = c};
    if (epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev) < 0) {
        free(c);
        close(fd);
        uint8_t le[2] = {1011 & 0xFF, 1011 >> 8};
        link_put(K_CLOSED, id, le, 2);
        return;
    }
    if (n_conns == cap_conns) {
        cap_conns = cap_conns ? cap_conns * 2 : 1024;
        conns = xrealloc(conns, cap_conns * sizeof *conns);
    }
    c->index = n_conns;
    conns[n_conns++] = c;
    table_put(c);
    if (n) {
        buf_put(&c->out, payload, n);
        mark_dirty(c);
    }
    if (now + ping_ns < next_scan)
        next_scan = now + ping_ns;
}

static void link_frame(uint8_t kind, uint32_t id, const uint8_t *p, size_t n) {
    if (kind == K_ADOPT) {
        adopt(id, p, n);
        return;
    }
    conn_t *c = table_get(id);
    if (kind == K_SEND) {
        if (!c || c->state != S_OPEN)
            return;
        frame_out(c, 1, p, n, NULL, 0);
        /* already waiting for the kernel to take more: over the cap it goes now */
        if (c->want_out && c->out.len - c->out.head > max_buffer)
            conn_finish(c, 1006, 1);
    } else if (kind == K_CLOSE) {
        if (!c || c->state != S_OPEN)
            return;
        uint16_t code = n >= 2 ? (uint16_t)(p[0] | p[1] << 8) : 1000;
        conn_close(c, code, p + (n >= 2 ? 2 : n), n >= 2 ? n - 2 : 0, code);
    } else {
        fprintf(stderr, "tier: unknown link frame kind %u\n", kind);
    }
}

static void link_read(void) {
    uint8_t *at = buf_reserve(&link_in, LINK_READ);
    union {
        struct cmsghdr align;
        char space[CMSG_SPACE(sizeof(int) * MAX_FDS)];
    } cbuf;
    struct iovec iov = {.iov_base = at, .iov_len = link_in.cap - link_in.len};
    struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1,
                        .msg_control = cbuf.space, .msg_controllen = sizeof cbuf.space};
    ssize_t r = recvmsg(link_fd, &mh, MSG_DONTWAIT | MSG_CMSG_CLOEXEC);
    if (r < 0) {
        if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
            return;
        if (errno == ECONNRESET)
            exit(0);                          /* the club went away with our frames unread */
        die("recvmsg link");
    }
    for (struct cmsghdr *cm = CMSG_FIRSTHDR(&mh); cm; cm = CMSG_NXTHDR(&mh, cm)) {
        if (cm->cmsg_level != SOL_SOCKET || cm->cmsg_type != SCM_RIGHTS)
            continue;
        size_t k = (cm->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        int fds[MAX_FDS];
        memcpy(fds, CMSG_DATA(cm), k * sizeof(int));
        for (size_t i = 0; i < k; i++) {
            if (fdq_len == sizeof fdq / sizeof *fdq) {
                fprintf(stderr, "tier: too many file descriptors without their ADOPT\n");
                exit(1);
            }
            fdq[(fdq_head + fdq_len) % (sizeof fdq / sizeof *fdq)] = fds[i];
            fdq_len++;
        }
    }
    if (mh.msg_flags & MSG_CTRUNC) {
        fprintf(stderr, "tier: file descriptors lost (MSG_CTRUNC)\n");
        exit(1);
    }
    if (r == 0)
        exit(0);                              /* the club went away */
    link_in.len += (size_t)r;
    for (;;) {
        size_t have = link_in.len - link_in.head;
        const uint8_t *p = link_in.p + link_in.head;
        if (have < 4)
            break;
        uint32_t len = get_u32(p);
        if (len < 5) {
            fprintf(stderr, "tier: link frame of length %u\n", len);
            exit(1);
        }
        if (have < 4 + (size_t)len) {
            buf_reserve(&link_in, 4 + (size_t)len - have);  /* room for the rest of it */
            break;
        }
        link_frame(p[4], get_u32(p + 5), p + LINK_HDR, len - 5);
        link_in.head += 4 + (size_t)len;
    }
    if (link_in.head == link_in.len)
        link_in.head = link_in.len = 0;
}

/* ---------- client frames ---------- */

/* A whole message: the app ping is answered, anything else goes to the club. `inlink`: the
 * payload already sits in link_out (at c->direct_at, after room for the link header). */
static void message(conn_t *c, uint8_t op, const uint8_t *p, size_t n, int inlink) {
    if (op == 1 && n == app_ping_len && memcmp(p, app_ping, n) == 0) {
        frame_out(c, 1, app_pong, app_pong_len, NULL, 0);
        return;                               /* inlink: link_out.len never moved */
    }
    if (op == 1 && !utf8_valid(p, n)) {
        conn_close(c, 1007, NULL, 0, 1007);
        return;
    }
    uint8_t kind = op == 1 ? K_TEXT : K_BINARY;
    if (inlink) {
        uint8_t *h = link_out.p + c->direct_at;
        put_u32(h, (uint32_t)(n + 5));
        h[4] = kind;
        put_u32(h + 5, c->id);
        link_out.len += LINK_HDR + n;
    } else {
        link_put(kind, c->id, p, n);
    }
}

static void protocol_error(conn_t *c) {
    conn_close(c, 1002, NULL, 0, 1002);
}

static void control(conn_t *c) {
    if (c->fop == 9) {
        frame_out(c, 10, c->ctrl, c->ctrl_len, NULL, 0);
    } else if (c->fop == 8) {
        if (c->ctrl_len == 0) {
            conn_close(c, 0, NULL, 0, 1005);
            return;
        }
        uint16_t code = (uint16_t)(c->ctrl[0] << 8 | c->ctrl[1]);
        int valid = c->ctrl_len >= 2 &&
                    ((code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) ||
                     (code >= 3000 && code <= 4999));
        if (!valid) {
            protocol_error(c);
            return;
        }
        conn_close(c, code, NULL, 0, code);
    }
    /* a pong: reading it was hearing from the peer */
}

/* The end of a frame's payload. */
static void frame_done(conn_t *c) {
    c->pstate = P_HEADER;
    c->hdr_len = 0;
    c->hdr_need = 2;
    if (c->fop >= 8) {
        control(c);
        return;
    }
    if (!c->ffin)
        return;
    uint8_t op = c->msg_op;
    c->msg_op = 0;
    c->msg_declared = 0;
    if (c->direct) {
        message(c, op, link_out.p + c->direct_at + LINK_HDR, c->msg.len, 1);
    } else {
        message(c, op, c->msg.p, c->msg.len, 0);
    }
    c->msg.len = 0;
    if (c->msg.cap > KEEP_CAP)
        buf_free(&c->msg);
}

/* A frame header is whole in c->hdr: checks it and sets up its payload.
 * `avail`: the bytes of this read after the header. Returns 0 when the socket is closing. */
static int header_done(conn_t *c, size_t avail) {
    uint8_t b0 = c->hdr[0], b1 = c->hdr[1];
    uint8_t op = b0 & 0x0F, fin = b0 >> 7;
    uint64_t len = b1 & 0x7F;
    size_t at = 2;
    if (len == 126) {
        len = (uint64_t)c->hdr[2] << 8 | c->hdr[3];
        at = 4;
    } else if (len == 127) {
        len = 0;
        for (int i = 0; i < 8; i++)
            len = len << 8 | c->hdr[2 + i];
        at = 10;
        if (len >> 63) {
            protocol_error(c);
            return 0;
        }
    }
    if ((b0 & 0x70) || !(b1 & 0x80) || (op > 2 && op < 8) || op > 10) {
        protocol_error(c);
        return 0;
    }
    memcpy(c->mask, c->hdr + at, 4);
    c->mask_pos = 0;
    c->fop = op;
    c->ffin = fin;
    c->remaining = len;
    c->direct = 0;
    if (op >= 8) {
        if (!fin || len > 125) {
            protocol_error(c);
            return 0;
        }
        c->ctrl_len = 0;
    } else {
        if ((op == 0) != (c->msg_op != 0)) {  /* a continuation needs a message, a new one none */
            protocol_error(c);
            return 0;
        }
        if (len > limit_bytes || c->msg_declared + len > limit_bytes) {
            frame_out(c, 1, refusal, refusal_len, NULL, 0);
            conn_close(c, 1009, NULL, 0, 1009);
            return 0;
        }
        if (op) {
            c->msg_op = op;
            c->msg.len = 0;
        }
        c->msg_declared += len;
        if (op && fin && avail >= len) {
            /* the whole message is in this read: unmask it straight into the link buffer */
            c->direct = 1;
            buf_reserve(&link_out, LINK_HDR + len);
            c->direct_at = link_out.len;
        }                                     /* else c->msg grows as the payload comes */
    }
    c->pstate = P_PAYLOAD;
    if (len == 0)
        frame_done(c);
    return c->state == S_OPEN;
}

/* Parses the bytes just read from an open socket. */
static void parse(conn_t *c, const uint8_t *p, size_t n) {
    while (n && c->state == S_OPEN) {
        if (c->pstate == P_HEADER) {
            while (n && c->hdr_len < c->hdr_need) {
                c->hdr[c->hdr_len++] = *p++;
                n--;
                if (c->hdr_len == 2) {
                    uint8_t l7 = c->hdr[1] & 0x7F;
                    c->hdr_need = 2 + (l7 == 126 ? 2 : l7 == 127 ? 8 : 0) + ((c->hdr[1] & 0x80) ? 4 : 0);
                }
            }
            if (c->hdr_len < c->hdr_need)
                return;
            if (!header_done(c, n))
                return;
            continue;
        }
        size_t take = c->remaining < n ? (size_t)c->remaining : n;
        if (c->fop >= 8) {
            unmask(c->ctrl + c->ctrl_len, p, take, c->mask, c->mask_pos);
            c->ctrl_len += (uint8_t)take;
        } else if (c->direct) {
            unmask(link_out.p + c->direct_at + LINK_HDR + c->msg.len, p, take, c->mask, c->mask_pos);
            c->msg.len += take;                /* the direct path only counts here */
        } else {
            uint8_t *dst = buf_reserve(&c->msg, take);
            unmask(dst, p, take, c->mask, c->mask_pos);
            c->msg.len += take;
        }
        c->mask_pos = (uint32_t)((c->mask_pos + take) & 3);
        c->remaining -= take;
        p += take;
        n -= take;
        if (!c->remaining)
            frame_done(c);
    }
}

static void conn_read(conn_t *c) {
    ssize_t n = recv(c->fd, rbuf, sizeof rbuf, MSG_DONTWAIT);
    if (n > 0) {
        c->heard = now;
        c->pinged = 0;
        if (c->state == S_OPEN)
            parse(c, rbuf, (size_t)n);
        return;                               /* closing: read and dropped */
    }
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
        return;
    /* end of file or an error */
    if (c->state == S_OPEN)
        conn_finish(c, 1006, n < 0);
    else
        conn_finish(c, c->code, n < 0);
}

/* The heartbeat and the closing sockets' deadlines. */
static void scan(void) {
    int64_t next = INT64_MAX;
    for (size_t i = 0; i < n_conns;) {
        conn_t *c = conns[i];
        int64_t due;
        if (c->state == S_OPEN) {
            if (now - c->heard >= silence_ns) {
                conn_finish(c, 1006, 1);       /* conns[i] is now another socket */
                continue;
            }
            if (!c->pinged && now - c->heard >= ping_ns) {
                static const uint8_t empty_ping[2] = {0x89, 0x00};
                buf_put(&c->out, empty_ping, 2);
                mark_dirty(c);
                c->pinged = 1;
            }
            due = c->heard + (c->pinged ? silence_ns : ping_ns);
        } else {
            if (now >= c->deadline) {
                conn_finish(c, c->code, 1);
                continue;
            }
            due = c->deadline;
        }
        if (due < next)
            next = due;
        i++;
    }
    next_scan = next == INT64_MAX ? INT64_MAX : (next > now + tick_ns ? next : now + tick_ns);
}

/* ---------- arguments and the loop ---------- */

static void usage(const char *why, const char *arg) {
    fprintf(stderr, "tier: %s%s%s (usage: _tier --link-fd N --ping-seconds F --silence-seconds F"
            " --limit BYTES --app-ping STR --app-pong STR --refusal STR [--max-buffer BYTES])\n",
            why, arg ? ": " : "", arg ? arg : "");
    exit(2);
}

static double parse_seconds(const char *opt, const char *s) {
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || end == s || *end || !(v > 0) || v > 1e6)
        usage("not a positive number of seconds", opt);
    return v;
}

static unsigned long long parse_count(const char *opt, const char *s, unsigned long long max) {
    char *end;
    errno = 0;
    if (*s < '0' || *s > '9')
        usage("not a whole number", opt);
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end || v > max)
        usage("not a whole number in range", opt);
    return v;
}

int main(int argc, char **argv) {
    int have_fd = 0, have_ping = 0, have_silence = 0, have_limit = 0;
    double ping = 0, silence = 0;
    for (int i = 1; i < argc; i += 2) {
        const char *opt = argv[i];
        if (i + 1 >= argc)
            usage("option without a value", opt);
        const char *v = argv[i + 1];
        if (!strcmp(opt, "--link-fd")) {
            link_fd = (int)parse_count(opt, v, INT_MAX);
            have_fd = 1;
        } else if (!strcmp(opt, "--ping-seconds")) {
            ping = parse_seconds(opt, v);
            have_ping = 1;
        } else if (!strcmp(opt, "--silence-seconds")) {
            silence = parse_seconds(opt, v);
            have_silence = 1;
        } else if (!strcmp(opt, "--limit")) {
            limit_bytes = parse_count(opt, v, (1ULL << 62));
            have_limit = 1;
        } else if (!strcmp(opt, "--link-delay-seconds")) {
            link_delay_ns = (int64_t)(parse_seconds(opt, v) * 1e9);
        } else if (!strcmp(opt, "--max-buffer")) {
            max_buffer = (size_t)parse_count(opt, v, SIZE_MAX / 4);
        } else if (!strcmp(opt, "--app-ping")) {
            app_ping = (const uint8_t *)v;
            app_ping_len = strlen(v);
        } else if (!strcmp(opt, "--app-pong")) {
            app_pong = (const uint8_t *)v;
            app_pong_len = strlen(v);
        } else if (!strcmp(opt, "--refusal")) {
            refusal = (const uint8_t *)v;
            refusal_len = strlen(v);
        } else {
            usage("unknown option", opt);
        }
    }
    if (!have_fd) usage("missing", "--link-fd");
    if (!have_ping) usage("missing", "--ping-seconds");
    if (!have_silence) usage("missing", "--silence-seconds");
    if (!have_limit) usage("missing", "--limit");
    if (!app_ping) usage("missing", "--app-ping");
    if (!app_pong) usage("missing", "--app-pong");
    if (!refusal) usage("missing", "--refusal");
    int type;
    socklen_t tl = sizeof type;
    if (getsockopt(link_fd, SOL_SOCKET, SO_TYPE, &type, &tl) < 0 || type != SOCK_STREAM)
        usage("not a stream socket", "--link-fd");
    ping_ns = (int64_t)(ping * 1e9);
    silence_ns = (int64_t)(silence * 1e9);
    tick_ns = (int64_t)((ping < silence ? ping : silence) * 1e9 / 50);
    if (tick_ns < 1000000)
        tick_ns = 1000000;

    signal(SIGPIPE, SIG_IGN);
    int fl = fcntl(link_fd, F_GETFL);
    fcntl(link_fd, F_SETFL, (fl < 0 ? 0 : fl) | O_NONBLOCK);
    ep = epoll_create1(EPOLL_CLOEXEC);
    if (ep < 0)
        die("epoll_create1");
    struct epoll_event lev = {.events = EPOLLIN, .data.ptr = &link_marker};
    if (epoll_ctl(ep, EPOLL_CTL_ADD, link_fd, &lev) < 0)
        die("epoll_ctl link");

    enum { MAX_EVENTS = 512 };
    struct epoll_event evs[MAX_EVENTS];
    now = clock_ns();
    for (;;) {
        int timeout = -1;
        int64_t due = next_scan;
        if (!link_want_out && link_due < due)
            due = link_due;
        if (due != INT64_MAX) {
            now = clock_ns();
            int64_t wait = due - now;
            timeout = wait <= 0 ? 0 : (int)((wait + 999999) / 1000000 > INT_MAX ? INT_MAX : (wait + 999999) / 1000000);
        }
        int n = epoll_wait(ep, evs, MAX_EVENTS, timeout);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            die("epoll_wait");
        }
        now = clock_ns();
        for (int i = 0; i < n; i++) {
            uint32_t e = evs[i].events;
            if (evs[i].data.ptr == &link_marker) {
                if (e & EPOLLOUT)
                    link_flush();
                if (e & (EPOLLIN | EPOLLHUP | EPOLLERR))
                    link_read();
                continue;
            }
            conn_t *c = evs[i].data.ptr;
            if (c->fd < 0)
                continue;                     /* closed earlier in this batch */
            if (e & EPOLLOUT) {
                conn_flush(c);
                if (c->fd < 0)
                    continue;
            }
            if (e & (EPOLLIN | EPOLLHUP | EPOLLERR))
                conn_read(c);
        }
        if (now >= next_scan)
            scan();
        for (size_t i = 0; i < n_dirty; i++) {
            conn_t *c = dirty[i];
            if (c->fd < 0)
                continue;
            c->dirty = 0;
            conn_flush(c);
        }
        n_dirty = 0;
        while (dead) {
            conn_t *c = dead;
            dead = c->next_dead;
            buf_free(&c->out);
            buf_free(&c->msg);
            free(c);
        }
        link_due = INT64_MAX;
        if (link_out.len > link_out.head && !link_want_out) {
            if (now >= link_sent + link_delay_ns) {
                link_sent = now;
                link_flush();
            } else {
                link_due = link_sent + link_delay_ns;
            }
        }
    }
}

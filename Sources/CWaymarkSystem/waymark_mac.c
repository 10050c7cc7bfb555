#include "waymark_system.h"

// SipHash-2-4 with a 128-bit result, from its paper's description; checked against the reference's test vectors
// (CacheKeyTests).

#define ROTL(x, b) (uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))

static void sip_round(waymark_mac *m) {
    m->v0 += m->v1;
    m->v1 = ROTL(m->v1, 13);
    m->v1 ^= m->v0;
    m->v0 = ROTL(m->v0, 32);
    m->v2 += m->v3;
    m->v3 = ROTL(m->v3, 16);
    m->v3 ^= m->v2;
    m->v0 += m->v3;
    m->v3 = ROTL(m->v3, 21);
    m->v3 ^= m->v0;
    m->v2 += m->v1;
    m->v1 = ROTL(m->v1, 17);
    m->v1 ^= m->v2;
    m->v2 = ROTL(m->v2, 32);
}

static uint64_t load_le64(const uint8_t *p) {
    uint64_t word = 0;
    for (int i = 7; i >= 0; i--) word = (word << 8) | p[i];
    return word;
}

static void compress(waymark_mac *m, uint64_t word) {
    m->v3 ^= word;
    sip_round(m);
    sip_round(m);
    m->v0 ^= word;
}

void waymark_mac_init(waymark_mac *m, uint64_t k0, uint64_t k1) {
    m->v0 = k0 ^ 0x736f6d6570736575ULL;
    m->v1 = k1 ^ 0x646f72616e646f6dULL ^ 0xee;
    m->v2 = k0 ^ 0x6c7967656e657261ULL;
    m->v3 = k1 ^ 0x7465646279746573ULL;
    m->tail = 0;
    m->length = 0;
}

void waymark_mac_add(waymark_mac *m, const void *bytes, size_t count) {
    const uint8_t *p = bytes;
    size_t filled = m->length & 7;
    m->length += count;
    // The bytes left over from the call before first make a whole word with these.
    while (filled != 0 && count > 0) {
        m->tail |= (uint64_t)*p++ << (8 * filled);
        count--;
        if (++filled == 8) {
            compress(m, m->tail);
            m->tail = 0;
            filled = 0;
        }
    }
    for (; count >= 8; count -= 8, p += 8) compress(m, load_le64(p));
    for (size_t i = 0; i < count; i++) m->tail |= (uint64_t)p[i] << (8 * i);
}

void waymark_mac_finish(const waymark_mac *state, uint64_t out[2]) {
    waymark_mac m = *state;
    compress(&m, m.tail | (m.length << 56));
    m.v2 ^= 0xee;
    for (int i = 0; i < 4; i++) sip_round(&m);
    out[0] = m.v0 ^ m.v1 ^ m.v2 ^ m.v3;
    m.v1 ^= 0xdd;
    for (int i = 0; i < 4; i++) sip_round(&m);
    out[1] = m.v0 ^ m.v1 ^ m.v2 ^ m.v3;
}

// SHA-256 blocks on the x86 SHA extensions (SHA-NI), for the Linux build: Foundation there has no
// digest API, Swift cannot reach these instructions, and hashing the rendered blocks is a large part
// of `pieces check` (docs/benchmarks.md, Start-up). On other CPUs (and on macOS, which uses
// CommonCrypto) this file offers nothing and the Swift implementation runs. The layout below is the instructions' own: `sha256rnds2` keeps the
// state as two vectors, ABEF and CDGH, and does two rounds per call.

#include "SHAExtensions.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))

#include <immintrin.h>

// No cache here: the Swift side asks once (`SHA256.hasHardware`, a `static let`, initialized once
// however many threads hash), so this needs no state shared between threads.
int pieces_sha256_hardware_available(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1") ? 1 : 0;
}

#define SHA_TARGET __attribute__((target("sha,sse4.1,ssse3")))

// The next four message words from the previous sixteen (FIPS 180-4 6.2.2, step 1):
// w[t-16..t-13] is `m0`, then `m1`, `m2`, and w[t-4..t-1] is `m3`.
static inline SHA_TARGET __m128i next_words(__m128i m0, __m128i m1, __m128i m2, __m128i m3) {
    __m128i words = _mm_sha256msg1_epu32(m0, m1);
    words = _mm_add_epi32(words, _mm_alignr_epi8(m3, m2, 4));
    return _mm_sha256msg2_epu32(words, m3);
}

SHA_TARGET void pieces_sha256_hardware_blocks(
    uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t constants[64]) {
    // Big-endian words: reverse the bytes of each 32-bit lane.
    const __m128i byte_order = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);

    // a b c d / e f g h in memory order, to ABEF / CDGH lanes (highest lane first in the names).
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);

    for (size_t block = 0; block < count; block++) {
        const uint8_t *bytes = blocks + block * 64;
        const __m128i abef_before = abef;
        const __m128i cdgh_before = cdgh;
        __m128i words[4];
        // Sixteen groups of four rounds; the last twelve groups' words are made four groups
        // ahead, in the slot of the group sixteen words before them.
        for (int group = 0; group < 16; group++) {
            if (group < 4) {
                words[group] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(bytes + group * 16)), byte_order);
            }
            __m128i input = _mm_add_epi32(words[group & 3],
                                          _mm_loadu_si128((const __m128i *)(constants + group * 4)));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, input);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(input, 0x0E));
            if (group >= 3 && group < 15) {
                words[(group + 1) & 3] = next_words(
                    words[(group + 1) & 3], words[(group + 2) & 3], words[(group + 3) & 3], words[group & 3]);
            }
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }

    // Back to a..h in memory order.
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

int pieces_sha256_hardware_available(void) { return 0; }

void pieces_sha256_hardware_blocks(
    uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t constants[64]) {
    (void)state;
    (void)blocks;
    (void)count;
    (void)constants;
}

#endif

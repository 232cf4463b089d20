#ifndef PIECES_SHA_EXTENSIONS_H
#define PIECES_SHA_EXTENSIONS_H

#include <stddef.h>
#include <stdint.h>

/// Whether this CPU has the x86 SHA extensions (and the SSE4.1 they are used with).
int pieces_sha256_hardware_available(void);

/// Runs SHA-256's compression function over `count` 64-byte blocks at `blocks`, updating the eight
/// words of `state` (FIPS 180-4 order, a..h) with the CPU's SHA instructions. `constants` is the
/// 64 round constants, the same table the Swift implementation uses. Only call it when
/// `pieces_sha256_hardware_available()` said yes.
void pieces_sha256_hardware_blocks(
    uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t constants[64]);

#endif

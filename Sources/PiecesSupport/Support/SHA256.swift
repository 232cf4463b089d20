/// SHA-256 (FIPS 180-4), for fingerprinting synced blocks and files.
///
/// Foundation on Linux has no CryptoKit, and the package has no dependencies, so the hash is
/// written here. It works on 64-byte blocks straight from the input's storage.
package enum SHA256 {
    /// The 32-byte SHA-256 digest of `bytes`.
    package static func digest(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        if let digest = bytes.withContiguousStorageIfAvailable(digest(buffer:)) {
            return digest
        }
        return Array(bytes).withUnsafeBufferPointer(digest(buffer:))
    }

    /// The SHA-256 digest of the string's UTF-8 bytes.
    package static func digest(_ string: String) -> [UInt8] {
        var string = string
        return string.withUTF8(digest(buffer:))
    }

    /// `bytes` as lowercase hexadecimal, two digits per byte, as `sha256sum` prints a digest.
    package static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func digest(buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var state = initialState
        let fullBlocks = buffer.count / 64
        if fullBlocks > 0 {
            compress(&state, blocks: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<(fullBlocks * 64)])))
        }

        // The padding: a 1 bit, zeros up to 56 bytes mod 64, then the bit length big-endian.
        let tail = buffer[(fullBlocks * 64)...]
        var last = [UInt8](tail)
        last.append(0x80)
        while last.count % 64 != 56 { last.append(0) }
        let bitLength = UInt64(buffer.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            last.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        last.withUnsafeBytes { compress(&state, blocks: $0) }

        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state {
            digest += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) }
        }
        return digest
    }

    /// Runs the compression function over each 64-byte block of `blocks`.
    private static func compress(_ state: inout [UInt32], blocks: UnsafeRawBufferPointer) {
        precondition(blocks.count % 64 == 0 && state.count == 8)
        roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                state.withUnsafeMutableBufferPointer { h in
                    var offset = 0
                    while offset < blocks.count {
                        schedule(w, block: blocks.baseAddress! + offset)
                        rounds(h, w: UnsafeBufferPointer(w), k: k)
                        offset += 64
                    }
                }
            }
        }
    }

    /// Fills the 64-word message schedule for one block.
    @inline(__always)
    private static func schedule(_ w: UnsafeMutableBufferPointer<UInt32>, block: UnsafeRawPointer) {
        for t in 0..<16 {
            w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
        }
        for t in 16..<64 {
            let a = w[t - 15], b = w[t - 2]
            let s0 = rotateRight(a, 7) ^ rotateRight(a, 18) ^ (a >> 3)
            let s1 = rotateRight(b, 17) ^ rotateRight(b, 19) ^ (b >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
    }

    /// The 64 rounds of one block, added into the hash state.
    @inline(__always)
    private static func rounds(
        _ h: UnsafeMutableBufferPointer<UInt32>,
        w: UnsafeBufferPointer<UInt32>,
        k: UnsafeBufferPointer<UInt32>
    ) {
        var (a, b, c, d) = (h[0], h[1], h[2], h[3])
        var (e, f, g, hh) = (h[4], h[5], h[6], h[7])
        for t in 0..<64 {
            let s1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
            let choose = (e & f) ^ (~e & g)
            let t1 = hh &+ s1 &+ choose &+ k[t] &+ w[t]
            let s0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (hh, g, f, e) = (g, f, e, d &+ t1)
            (d, c, b, a) = (c, b, a, t1 &+ t2)
        }
        h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d
        h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
    }

    @inline(__always)
    private static func rotateRight(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x >> n) | (x << (32 - n))
    }

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}

/// SHA-256 (FIPS 180-4), for fingerprinting synced blocks and files.
///
/// Foundation on Linux has no CryptoKit, and the package has no dependencies, so the hash is
/// written here (`portableDigest`). It works on 64-byte blocks straight from the input's storage.
/// Where CommonCrypto exists (macOS), its SHA-256 is used instead: it lives in libSystem, which
/// every process has loaded, and is faster. On Linux on a CPU with the x86 SHA extensions the
/// blocks go through those instructions (`hardwareDigest`, the `SHAExtensions` C target), which
/// do a round in a fraction of the Swift rounds' work. All give the same bytes; the tests hold them to it.
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

    /// The hexadecimal SHA-256 of the `sha256sum` listing of `files` (`<hex>  <path>`, one line each,
    /// in the order given): how a whole registry is named by one digest (docs/embedded-registry.md).
    package static func listingDigest(_ files: [(path: String, bytes: [UInt8])]) -> String {
        let listing = files.map { hex(digest($0.bytes)) + "  " + $0.path + "\n" }.joined()
        return hex(digest(listing))
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
        #if canImport(CommonCrypto)
            return systemDigest(buffer)
        #elseif canImport(SHAExtensions)
            return hardwareDigest(buffer) ?? portableDigest(buffer)
        #else
            return portableDigest(buffer)
        #endif
    }

    /// This file's SHA-256, what every platform without CommonCrypto or the SHA instructions uses.
    static func portableDigest(_ buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        digest(buffer, compressingWith: compress)
    }

    /// SHA-256 with this file's padding, the blocks run through `compress` (the Swift rounds, or
    /// the CPU's).
    static func digest(
        _ buffer: UnsafeBufferPointer<UInt8>,
        compressingWith compress: (_ state: inout [UInt32], _ blocks: UnsafeRawBufferPointer) -> Void
    ) -> [UInt8] {
        var state = initialState
        let fullBlocks = buffer.count / 64
        if fullBlocks > 0 {
            compress(&state, UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<(fullBlocks * 64)])))
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
        last.withUnsafeBytes { compress(&state, $0) }

        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state {
            digest += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) }
        }
        return digest
    }

    /// Runs the compression function over each 64-byte block of `blocks`.
    ///
    /// The eight working variables stay in registers: each of the eight rounds of one pass takes
    /// them in rotated order, so no round moves them along, and `b ^ c` is carried from one
    /// round's majority to the next (FIPS 180-4, 6.2.2, rearranged; the result is the same).
    private static func compress(_ state: inout [UInt32], _ blocks: UnsafeRawBufferPointer) {
        precondition(blocks.count % 64 == 0 && state.count == 8)
        roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                state.withUnsafeMutableBufferPointer { h in
                    let w = w.baseAddress!
                    var offset = 0
                    while offset < blocks.count {
                        schedule(w, block: blocks.baseAddress! + offset)
                        rounds(h, w: w, k: k.baseAddress!)
                        offset += 64
                    }
                }
            }
        }
    }

    /// Fills the 64-word message schedule for one block.
    @inline(__always)
    private static func schedule(_ w: UnsafeMutablePointer<UInt32>, block: UnsafeRawPointer) {
        for t in 0..<16 {
            w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
        }
        for t in 16..<64 {
            let x = w[t - 15]
            let y = w[t - 2]
            // σ0 and σ1 with the rotations nested: one rotation fewer to keep apart each.
            let s0 = rotateRight(rotateRight(x, 11) ^ x, 7) ^ (x >> 3)
            let s1 = rotateRight(rotateRight(y, 2) ^ y, 17) ^ (y >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
    }

    /// The 64 rounds of one block, added into the hash state.
    @inline(__always)
    private static func rounds(
        _ h: UnsafeMutableBufferPointer<UInt32>, w: UnsafePointer<UInt32>, k: UnsafePointer<UInt32>
    ) {
        var (a, b, c, d) = (h[0], h[1], h[2], h[3])
        var (e, f, g, hh) = (h[4], h[5], h[6], h[7])
        var bc = b ^ c
        var t = 0
        while t < 64 {
            round(a, b, c, &d, e, f, g, &hh, k[t] &+ w[t], &bc)
            round(hh, a, b, &c, d, e, f, &g, k[t + 1] &+ w[t + 1], &bc)
            round(g, hh, a, &b, c, d, e, &f, k[t + 2] &+ w[t + 2], &bc)
            round(f, g, hh, &a, b, c, d, &e, k[t + 3] &+ w[t + 3], &bc)
            round(e, f, g, &hh, a, b, c, &d, k[t + 4] &+ w[t + 4], &bc)
            round(d, e, f, &g, hh, a, b, &c, k[t + 5] &+ w[t + 5], &bc)
            round(c, d, e, &f, g, hh, a, &b, k[t + 6] &+ w[t + 6], &bc)
            round(b, c, d, &e, f, g, hh, &a, k[t + 7] &+ w[t + 7], &bc)
            t += 8
        }
        h[0] &+= a
        h[1] &+= b
        h[2] &+= c
        h[3] &+= d
        h[4] &+= e
        h[5] &+= f
        h[6] &+= g
        h[7] &+= hh
    }

    /// One round with the working variables named by position: `d` and `h` are the two that
    /// change. `bc` is `b ^ c` on entry and this round's `a ^ b`, the next round's `b ^ c`, on exit.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
        _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32,
        _ constantAndWord: UInt32, _ bc: inout UInt32
    ) {
        let s1 = rotateRight(rotateRight(rotateRight(e, 14) ^ e, 5) ^ e, 6)
        let choose = ((f ^ g) & e) ^ g
        let t1 = h &+ s1 &+ choose &+ constantAndWord
        let s0 = rotateRight(rotateRight(rotateRight(a, 9) ^ a, 11) ^ a, 2)
        let ab = a ^ b
        let majority = b ^ (ab & bc)
        bc = ab
        d &+= t1
        h = t1 &+ s0 &+ majority
    }

    @inline(__always)
    private static func rotateRight(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x >> n) | (x << (32 - n))
    }

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialState: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    ]

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2
    ]
}

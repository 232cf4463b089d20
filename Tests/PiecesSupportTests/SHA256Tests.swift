import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesSupport

/// SHA-256 against the FIPS 180-4 examples and `sha256sum`.
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrst"
                + "nopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        )
    ])
    func nistExamples(message: String, expected: String) {
        #expect(SHA256.hex(SHA256.digest(Array(message.utf8))) == expected)
        #expect(SHA256.hex(SHA256.digest(message)) == expected)
        // The package's own rounds, also where the system's SHA-256 answers `digest`.
        #expect(SHA256.hex(Array(message.utf8).withUnsafeBufferPointer(SHA256.portableDigest)) == expected)
    }

    @Test func oneMillionA() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(SHA256.hex(SHA256.digest(bytes)) == expected)
        #expect(SHA256.hex(bytes.withUnsafeBufferPointer(SHA256.portableDigest)) == expected)
    }

    /// Blocks are read straight from the input, at any alignment.
    @Test func inputsAtEveryAlignmentHashTheSame() {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) }
        let aligned = SHA256.digest(Array(bytes[8...]))
        for shift in 1..<8 {
            let padded = [UInt8](repeating: 0, count: shift) + bytes[8...]
            #expect(SHA256.digest(padded[shift...]) == aligned, "shift \(shift)")
            let portable = padded.withUnsafeBufferPointer {
                SHA256.portableDigest(UnsafeBufferPointer(rebasing: $0[shift...]))
            }
            #expect(portable == aligned, "shift \(shift)")
        }
    }

    #if canImport(CommonCrypto)
        /// The system's SHA-256 and the package's agree on every length across the padding's edges.
        @Test func systemAndPortableDigestsAgree() {
            for length in Array(0...200) + [4_096, 65_537, 1 << 20] {
                let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
                let portable = bytes.withUnsafeBufferPointer(SHA256.portableDigest)
                #expect(SHA256.digest(bytes) == portable, "length \(length)")
            }
        }
    #endif

    #if canImport(SHAExtensions)
        /// The CPU's SHA instructions and the package's rounds agree on every length across the
        /// padding's edges, at every alignment, and on the FIPS examples; `digest` uses them.
        @Test(.enabled(if: SHA256.hasHardware, "this CPU has no SHA instructions"))
        func hardwareAndPortableDigestsAgree() throws {
            for length in Array(0...200) + [4_096, 65_537, 1 << 20] {
                let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
                let portable = bytes.withUnsafeBufferPointer(SHA256.portableDigest)
                #expect(bytes.withUnsafeBufferPointer(SHA256.hardwareDigest) == portable, "length \(length)")
                #expect(SHA256.digest(bytes) == portable, "length \(length)")
            }
            let bytes = [UInt8](repeating: 0, count: 3) + (0..<500).map { UInt8(truncatingIfNeeded: $0 &* 13) }
            for shift in 0..<4 {
                bytes.withUnsafeBufferPointer {
                    let shifted = UnsafeBufferPointer(rebasing: $0[shift...])
                    #expect(SHA256.hardwareDigest(shifted) == SHA256.portableDigest(shifted), "shift \(shift)")
                }
            }
            let abc = try #require(Array("abc".utf8).withUnsafeBufferPointer(SHA256.hardwareDigest))
            #expect(SHA256.hex(abc) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        }
    #endif

    @Test func nonContiguousSequencesHashTheirBytes() {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let lazy = (0..<300).lazy.map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(SHA256.digest(lazy) == SHA256.digest(bytes))
        #expect(SHA256.digest(Data(bytes)) == SHA256.digest(bytes))
    }

    @Test func hexIsTwoLowercaseDigitsPerByte() {
        #expect(SHA256.hex([0x00, 0x0F, 0xA0, 0xFF]) == "000fa0ff")
        #expect(SHA256.hex([]) == "")
    }

    /// Every length from 0 to 200 crosses the padding's edge cases (55, 56, 63, 64, 119, 120, …);
    /// the large buffers take the many-block path.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum")))
    func agreesWithSha256sum() throws {
        // A seeded linear congruential generator: the same bytes on every run.
        var state: UInt64 = 256
        func nextByte() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let lengths = Array(0...200) + [1 << 20, 3 * (1 << 20) + 17]
        let buffers = lengths.map { length in (0..<length).map { _ in nextByte() } }

        let folder = try TemporaryFolder()
        defer { withExtendedLifetime(folder) {} }
        var paths: [String] = []
        for (index, buffer) in buffers.enumerated() {
            try folder.write(buffer, to: "buffer-\(index)")
            paths.append(folder.path("buffer-\(index)"))
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = paths
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        let expected = output.split(separator: "\n").map { String($0.prefix(64)) }
        #expect(expected.count == buffers.count)
        for (index, buffer) in buffers.enumerated() where index < expected.count {
            #expect(SHA256.hex(SHA256.digest(buffer)) == expected[index], "length \(buffer.count)")
        }
    }
}

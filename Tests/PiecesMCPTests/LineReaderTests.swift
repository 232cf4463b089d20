import Testing

@testable import PiecesMCP

@Suite struct LineReaderTests {
    /// A reader over `input`, handing out at most `chunk` bytes per read, like a pipe.
    private func lines(_ input: String, limit: Int = 100, chunk: Int = 3) -> [LineReader.Line] {
        var bytes = Array(input.utf8)[...]
        var reader = LineReader(limit: limit) { buffer in
            let count = min(chunk, bytes.count, buffer.count)
            for index in 0..<count { buffer[index] = bytes[bytes.startIndex + index] }
            bytes = bytes.dropFirst(count)
            return count
        }
        var result: [LineReader.Line] = []
        while let line = reader.next() { result.append(line) }
        return result
    }

    @Test func splitsOnNewlinesAcrossReads() {
        #expect(
            lines("ab\ncd\r\n\nef") == [
                .message(Array("ab".utf8)), .message(Array("cd".utf8)), .message([]), .message(Array("ef".utf8))
            ])
    }

    @Test func aLineOverTheLimitIsReportedAndTheNextOneReads() {
        let long = String(repeating: "x", count: 1_000)
        let result = lines("ok\n" + long + "\nafter\n", limit: 100, chunk: 64)
        #expect(result.count == 3)
        #expect(result.first == .message(Array("ok".utf8)))
        guard case .tooLong(let size) = result[1] else {
            Issue.record("not refused: \(result[1])")
            return
        }
        #expect(size == 1_000)
        #expect(result.last == .message(Array("after".utf8)))
    }

    @Test func anUnfinishedLongLineAtTheEndIsStillRefused() {
        let result = lines(String(repeating: "y", count: 500), limit: 100, chunk: 64)
        #expect(result == [.tooLong(size: 500)])
    }
}

// libFuzzer target: the input bytes are a piece file, analysed the way `pieces sync` and
// `pieces check` analyse one, against the real `registry/foundation/PieceMotion.swift`.
//
// Compiled into the PiecesKit module itself by `Tests/Fuzz/run.sh sync` (not part of the SwiftPM
// package), so internal API is visible without `@testable`. The foundation is read once, from
// `$PIECES_FUZZ_FOUNDATION` (run.sh sets it), else from `registry/foundation/PieceMotion.swift`
// below the current folder.
//
// Invariants, each a crash (a finding) when broken:
// - analysis, findings and their diagnostics never trap;
// - when a finding blocks sync, sync writes nothing (nothing more to check here);
// - otherwise the bytes sync would write keep the piece's own code as a byte-for-byte prefix,
//   followed by nothing (no block needed) or by one blank line and the blocks;
// - those bytes, analysed again, are current (a second sync writes nothing) and `check` finds
//   nothing but names no foundation provides (which no sync can fix).

#if canImport(Glibc)
    import Glibc
#endif

private let fuzzFoundations: FoundationSet = {
    let path = getenv("PIECES_FUZZ_FOUNDATION").map { String(cString: $0) } ?? "registry/foundation/PieceMotion.swift"
    guard let bytes = try? AtomicFile.read(path) else { fuzzFailure("cannot read the foundation at \(path)") }
    let set = FoundationSet(files: [("foundation/PieceMotion.swift", bytes)])
    if set.hasErrors { fuzzFailure("the foundation at \(path) has errors: \(set.errors)") }
    return set
}()

private let fuzzPath = "pieces/fuzz/FuzzPiece.swift"

/// Shared across inputs, as one `sync` run shares it across pieces: each distinct block is
/// rendered (and digested) once, which keeps the fuzzer fast.
private let fuzzCache = BlockCache()

@_cdecl("LLVMFuzzerTestOneInput")
public func syncFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let foundations = fuzzFoundations
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let first = PieceAnalysis(path: fuzzPath, bytes: bytes, foundations: foundations, cache: fuzzCache)
    let findings = first.findings(foundations: foundations)
    for finding in findings { _ = finding.diagnostic(in: first, prefix: "pieces") }
    if findings.contains(where: \.blocksSync) { return 0 }

    let written = first.expectedBytes
    checkOwnCodeKept(bytes: bytes, ownCodeEnd: first.locator.ownCodeEnd, written: written)
    let second = PieceAnalysis(path: fuzzPath, bytes: written, foundations: foundations, cache: fuzzCache)
    if !second.isCurrent {
        fuzzFailure(
            "a second sync would rewrite the file again (\(written.count) → \(second.expectedBytes.count) bytes)")
    }
    let remaining = second.findings(foundations: foundations).filter { finding in
        if case .unknownName = finding { return false }
        return true
    }
    if let problem = remaining.first {
        let diagnostic = problem.diagnostic(in: second, prefix: "pieces")
        fuzzFailure("check rejects what sync wrote: \(diagnostic.code) \(diagnostic.message)")
    }
    return 0
}

/// The written file is the own code, byte for byte, and then either nothing or the blocks: each
/// after one blank line, so a line break first when the own code lacks a final one. A piece
/// without a block is left exactly as it is.
private func checkOwnCodeKept(bytes: [UInt8], ownCodeEnd: Int, written: [UInt8]) {
    let own = bytes[0..<ownCodeEnd]
    guard written.count >= own.count, written[0..<own.count].elementsEqual(own) else {
        fuzzFailure("sync would change the piece's own code (\(own.count) bytes of own code)")
    }
    let rest = written[own.count...]
    if rest.isEmpty { return }
    let lineBreak: [UInt8] = LineEnding.detect(in: own) == .crlf ? [13, 10] : [10]
    // A final lone `\r` in a CRLF file is completed by a `\n` rather than followed by `\r\n`.
    let ending = own.last == 13 && lineBreak == [13, 10] ? [10] : lineBreak
    let separator = own.isEmpty ? [] : own.last == 10 ? lineBreak : ending + lineBreak
    guard rest.starts(with: separator + Array("// MARK: - Piece ".utf8)) else {
        fuzzFailure("sync would add something other than a blank line and a block after the own code")
    }
}

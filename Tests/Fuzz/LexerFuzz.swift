// libFuzzer target: the lexer on arbitrary bytes.
//
// Compiled into the PiecesKit module itself by `Tests/Fuzz/run.sh lexer` (not part of the SwiftPM
// package), so internal API is visible without `@testable`.
//
// Invariants, each a crash (a finding) when broken:
// - lexing terminates without trapping (out-of-range index, overflow, stack exhaustion);
// - every token is non-empty and the ranges are contiguous from 0 to the input's length, so the
//   tokens concatenate to the input;
// - every diagnostic points inside the input (or at its end).

@_cdecl("LLVMFuzzerTestOneInput")
public func lexerFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = Lexer.lex(bytes)
    var expectedStart = 0
    for (index, token) in result.tokens.enumerated() {
        if Int(token.start) != expectedStart {
            fuzzFailure("token \(index) (\(token.kind)) starts at \(token.start), expected \(expectedStart)")
        }
        if token.end <= token.start { fuzzFailure("token \(index) (\(token.kind)) is empty") }
        expectedStart = Int(token.end)
    }
    if expectedStart != bytes.count { fuzzFailure("tokens end at \(expectedStart) of \(bytes.count) bytes") }
    for diagnostic in result.diagnostics where !(0...bytes.count).contains(diagnostic.offset) {
        fuzzFailure("diagnostic \(diagnostic.kind) at \(diagnostic.offset) outside 0...\(bytes.count)")
    }
    return 0
}

// libFuzzer target: the input bytes are a piece file, read by the `// pieces:` metadata header
// parser (`PieceHeader.parse`), and its errors rendered in every diagnostic format.
//
// Compiled into the PiecesKit module itself by `Tests/Fuzz/run.sh header` (not part of the SwiftPM
// package), so internal API is visible without `@testable`.
//
// Invariants, each a crash (a finding) when broken:
// - parsing and rendering never trap;
// - parsing is deterministic: a second parse gives an equal header and equal errors;
// - every error, and every key's recorded value location, points inside the input as the parser
//   splits it into lines (at `\n`, `\r\n` or a lone `\r`, a leading byte-order mark dropped):
//   a line of the file, a column from 1 to one past the line's last Unicode scalar;
// - no header exactly when the first line is not a header line, and then the only error is
//   `missingHeader` at 1:1; a `missingKey` error at 1:1 for exactly the required keys never read;
// - the prefix is `pieces` or `swiftpieces`; a field holds a value only when its key was read, and
//   only a value its key accepts (non-empty; a valid minIOS, semantic version or level);
// - without errors, every required field is set;
// - the Xcode format renders each error as exactly one line, as it documents; every format
//   renders (on every 16th input: see `render`).

private let fuzzPath = "pieces/fuzz/FuzzPiece.swift"

@_cdecl("LLVMFuzzerTestOneInput")
public func headerFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (header, errors) = PieceHeader.parse(SourceText(path: fuzzPath, bytes: bytes))
    let again = PieceHeader.parse(SourceText(path: fuzzPath, bytes: bytes))
    if again.header != header || again.errors != errors { fuzzFailure("a second parse of the same bytes differs") }

    let lengths = headerLineLengths(bytes)
    for error in errors {
        let position = error.position
        if position.file != fuzzPath { fuzzFailure("error '\(error.message)' names file \(position.file)") }
        checkInside(line: position.line, column: position.column, lengths: lengths, what: "error '\(error.message)'")
        switch error {
        case .missingHeader, .missingKey:
            if position.line != 1 || position.column != 1 {
                fuzzFailure("'\(error.message)' at \(position.line):\(position.column), not 1:1")
            }
        case .duplicateKey(_, _, let firstLine):
            if !(2..<position.line).contains(firstLine) {
                fuzzFailure("duplicate at line \(position.line), first at \(firstLine)")
            }
        default:
            if position.line < 2 {
                fuzzFailure("'\(error.message)' on line \(position.line), which is the prefix line")
            }
        }
    }
    guard let header else {
        if errors.count != 1 || !errors.allSatisfy({ if case .missingHeader = $0 { true } else { false } }) {
            fuzzFailure("no header, but errors \(errors.map(\.message)) instead of just missingHeader")
        }
        render(errors)
        return 0
    }
    checkHeader(header, errors: errors, lengths: lengths)
    render(errors)
    return 0
}

/// The fields agree with what was read and with the errors.
private func checkHeader(_ header: PieceHeader, errors: [PieceHeaderFinding], lengths: [Int]) {
    if !PieceHeader.prefixes.contains(header.prefix) { fuzzFailure("prefix '\(header.prefix)'") }
    if errors.contains(where: { if case .missingHeader = $0 { true } else { false } }) {
        fuzzFailure("a header and a missingHeader error")
    }
    for (key, location) in header.locations {
        if location.line < 2 { fuzzFailure("key \(key) located on line \(location.line)") }
        checkInside(line: location.line, column: location.column, lengths: lengths, what: "the value of \(key)")
    }
    let missing = Set(
        errors.compactMap { error -> String? in
            if case .missingKey(_, let key) = error { return key }
            return nil
        })
    let unread = Set(HeaderKey.allCases.filter { $0.isRequired && header.locations[$0] == nil }.map(\.rawValue))
    if missing != unread {
        fuzzFailure("missingKey errors for \(missing.sorted()), required keys unread \(unread.sorted())")
    }

    let texts: [(HeaderKey, String?)] = [
        (.title, header.title), (.description, header.description), (.category, header.category),
        (.minIOS, header.minIOS), (.version, header.version), (.level, header.level),
        (.license, header.license), (.author, header.author)
    ]
    for (key, value) in texts {
        guard let value else { continue }
        if value.isEmpty {
            // Required fields start out empty; optional ones are nil until a (non-empty) value is read.
            if !key.isRequired { fuzzFailure("the optional \(key) is set to an empty value") }
            continue
        }
        if header.locations[key] == nil { fuzzFailure("\(key) holds '\(value)' but was never read") }
        if !key.accepts(value) { fuzzFailure("\(key) holds '\(value)', which it does not accept") }
    }
    let lists: [(HeaderKey, [String])] = [
        (.tags, header.tags), (.resources, header.resources), (.dependencies, header.dependencies)
    ]
    for (key, items) in lists where !items.isEmpty && header.locations[key] == nil {
        fuzzFailure("\(key) holds \(items.count) items but was never read")
    }
    if errors.isEmpty {
        for (key, value) in texts where key.isRequired && (value ?? "").isEmpty {
            fuzzFailure("no errors, yet the required \(key) is empty")
        }
    }
}

/// Renders the errors in the Xcode format, which must give one line per diagnostic, and on every
/// 16th input in every format. The other formats hold no invariant beyond not trapping, and
/// rendering them all (JSONEncoder above all) took three times as long as the parse itself.
private func render(_ errors: [PieceHeaderFinding]) {
    let diagnostics = errors.map(\.diagnostic)
    for diagnostic in diagnostics where diagnostic.message.isEmpty || diagnostic.code.isEmpty {
        fuzzFailure("an empty message or code: [\(diagnostic.code)] \(diagnostic.message)")
    }
    let text = DiagnosticsRenderer(format: .xcode, color: false).render(diagnostics)
    let lines = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    if lines != diagnostics.count { fuzzFailure("Xcode format: \(lines) lines for \(diagnostics.count) diagnostics") }
    renderCount &+= 1
    guard renderCount % 16 == 0 else { return }
    for format in DiagnosticFormat.allCases where format != .xcode {
        _ = DiagnosticsRenderer(format: format, color: format == .text).render(diagnostics)
    }
}

/// libFuzzer calls the target from one thread.
nonisolated(unsafe) private var renderCount = 0

/// The length in Unicode scalars of each line as the header parser sees it: ended by `\n`, `\r\n`
/// or a lone `\r` (as `SourceLocation` ends lines), a byte-order mark at the start dropped,
/// invalid UTF-8 replaced.
private func headerLineLengths(_ bytes: [UInt8]) -> [Int] {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    var lengths: [Int] = []
    var line = body.startIndex
    var index = body.startIndex
    while index < body.endIndex {
        if body[index] == 10 || body[index] == 13 {
            lengths.append(String(decoding: body[line..<index], as: UTF8.self).unicodeScalars.count)
            if body[index] == 13, index + 1 < body.endIndex, body[index + 1] == 10 { index += 1 }
            line = index + 1
        }
        index += 1
    }
    lengths.append(String(decoding: body[line...], as: UTF8.self).unicodeScalars.count)
    return lengths
}

private func checkInside(line: Int, column: Int, lengths: [Int], what: String) {
    guard line >= 1, line <= lengths.count else {
        fuzzFailure("\(what) on line \(line) of \(lengths.count)")
    }
    guard column >= 1, column <= lengths[line - 1] + 1 else {
        fuzzFailure("\(what) at \(line):\(column), the line has \(lengths[line - 1]) scalars")
    }
}

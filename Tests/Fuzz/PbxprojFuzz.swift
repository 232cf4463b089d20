// libFuzzer target: the input bytes are a `project.pbxproj`, read by the old-style property list
// parser (`PlistParser.parse`), then by the project model (`XcodeProject`), whose editor adds two
// piece files to (up to) two of its targets.
//
// Compiled into the PiecesKit module itself by `Tests/Fuzz/run.sh pbxproj` (not part of the SwiftPM
// package), so internal API is visible without `@testable`. No file is read or written: the
// project's folder does not exist, and build settings are not resolved, since that reads the
// `.xcconfig` files the (fuzzed) project names.
//
// Invariants, each a crash (a finding) when broken:
// - parsing, the model's queries, editing and rendering never trap;
// - a parse error is deterministic (a second parse throws an equal one), its location (when it has
//   one) is inside the input — a line of the file (`\n`, `\r\n` or `\r` ends one), a column from 1
//   to one past the line's last byte — and its message renders, as one line in the Xcode format;
// - a parsed value's byte ranges nest: each inside its container, siblings in file order without
//   overlap; a dictionary spans `{…}`, an array `(…)`, data `<…>`, an entry its key to its `;`; a
//   string's range is its bare token or its quoted text, which parsed alone gives the same string;
// - the model reports a property list error only for bytes the parser rejects;
// - adding files never fails as `editFailed` (the editor's own "this is a bug" error); an edit only
//   inserts bytes (the old bytes are a subsequence of the new ones), the new bytes read back as a
//   project with the same target, adding the same files again changes nothing, and removing them
//   does not fail as `editFailed` either.

private let fuzzProjectPath = "/nonexistent/pieces-fuzz/App/App.xcodeproj"
private let fuzzFiles = ["FuzzPiece.swift", "FuzzShader.metal"]

@_cdecl("LLVMFuzzerTestOneInput")
public func pbxprojFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let root: PlistValue
    do {
        root = try PlistParser.parse(bytes)
    } catch {
        checkParseError(error, bytes: bytes)
        return 0
    }
    checkTree(root, bytes: bytes)
    let project: XcodeProject
    do {
        project = try XcodeProject(path: fuzzProjectPath, bytes: bytes)
    } catch {
        if case .invalidPropertyList = error {
            fuzzFailure("the project model rejects a property list the parser accepts: \(error)")
        }
        render([error.diagnostic])
        return 0
    }
    exerciseQueries(project)
    for target in project.targets.prefix(2) { checkAdding(to: target, in: project) }
    return 0
}

// MARK: - Errors

private func checkParseError(_ error: PlistError, bytes: [UInt8]) {
    do {
        _ = try PlistParser.parse(bytes)
        fuzzFailure("a second parse succeeds where the first threw \(error)")
    } catch let second {
        if second != error { fuzzFailure("a second parse throws \(second), the first \(error)") }
    }
    let lengths = lineByteLengths(bytes)
    var locations = [error.location]
    if case .unexpectedEnd(_, _, let opened, _) = error { locations.append(opened) }
    for case let location? in locations {
        guard location.line >= 1, location.line <= lengths.count else {
            fuzzFailure("'\(error)' on line \(location.line) of \(lengths.count)")
        }
        guard location.column >= 1, location.column <= lengths[location.line - 1] + 1 else {
            fuzzFailure("'\(error)' at column \(location.column), the line has \(lengths[location.line - 1]) bytes")
        }
    }
    if error.message.isEmpty || error.description.isEmpty { fuzzFailure("an empty message for \(error)") }
    render([
        error.diagnostic(file: "App.xcodeproj/project.pbxproj"),
        XcodeProjectError.invalidPropertyList(path: fuzzProjectPath, error).diagnostic
    ])
}

/// Renders the diagnostics in every format; Xcode's is one line per diagnostic.
private func render(_ diagnostics: [Diagnostic]) {
    for format in DiagnosticFormat.allCases {
        let text = DiagnosticsRenderer(format: format, color: format == .text).render(diagnostics)
        if format == .xcode {
            let lines = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            if lines != diagnostics.count {
                fuzzFailure("Xcode format: \(lines) lines for \(diagnostics.count) diagnostics")
            }
        }
    }
}

/// The length in bytes of each line, as `SourceText` splits lines (`\n`, `\r\n`, a lone `\r`).
private func lineByteLengths(_ bytes: [UInt8]) -> [Int] {
    var lengths: [Int] = []
    var length = 0
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == 10 || byte == 13 {
            if byte == 13, index < bytes.count, bytes[index] == 10 { index += 1 }
            lengths.append(length)
            length = 0
        } else {
            length += 1
        }
    }
    lengths.append(length)
    return lengths
}

// MARK: - The value tree

private func checkTree(_ root: PlistValue, bytes: [UInt8]) {
    // An explicit stack: values nest up to `PlistParser.maximumDepth` deep.
    var pending: [(value: PlistValue, bounds: Range<Int>)] = [(root, 0..<bytes.count)]
    while let (value, bounds) = pending.popLast() {
        let range = value.range
        guard !range.isEmpty, range.lowerBound >= bounds.lowerBound, range.upperBound <= bounds.upperBound else {
            fuzzFailure("a value's range \(range) is empty or outside \(bounds)")
        }
        let first = bytes[range.lowerBound]
        let last = bytes[range.upperBound - 1]
        let inner = (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1)
        switch value.content {
        case .string(let text):
            checkString(text, range: range, bytes: bytes)
        case .data(let data):
            guard first == UInt8(ascii: "<"), last == UInt8(ascii: ">"), range.count >= 2,
                data.count * 2 <= range.count - 2
            else {
                fuzzFailure("data of \(data.count) bytes read from \(range)")
            }
        case .array(let elements):
            guard first == UInt8(ascii: "("), last == UInt8(ascii: ")"), range.count >= 2 else {
                fuzzFailure("an array's range \(range) is not '(…)'")
            }
            var previousEnd = inner.lowerBound
            for element in elements {
                if element.range.lowerBound < previousEnd {
                    fuzzFailure("array elements overlap or are out of order at \(element.range)")
                }
                previousEnd = element.range.upperBound
                pending.append((element, inner))
            }
        case .dictionary(let dictionary):
            guard first == UInt8(ascii: "{"), last == UInt8(ascii: "}"), range.count >= 2 else {
                fuzzFailure("a dictionary's range \(range) is not '{…}'")
            }
            var previousEnd = inner.lowerBound
            for entry in dictionary.entries {
                let entryRange = entry.range
                guard entryRange.lowerBound >= previousEnd, entryRange.upperBound <= inner.upperBound,
                    entry.keyRange.lowerBound == entryRange.lowerBound, !entry.keyRange.isEmpty,
                    entry.keyRange.upperBound <= entry.value.range.lowerBound,
                    entry.value.range.upperBound < entryRange.upperBound,
                    bytes[entryRange.upperBound - 1] == UInt8(ascii: ";")
                else {
                    fuzzFailure(
                        """
                        entry '\(entry.key)' at \(entryRange) (key \(entry.keyRange), value \(entry.value.range)) in \
                        \(range)
                        """
                    )
                }
                previousEnd = entryRange.upperBound
                checkString(entry.key, range: entry.keyRange, bytes: bytes)
                pending.append((entry.value, entry.keyRange.upperBound..<(entryRange.upperBound - 1)))
            }
            for key in dictionary.keys where dictionary[key] == nil { fuzzFailure("key '\(key)' listed but not found") }
        }
    }
}

/// A string's range is a bare token (its bytes are the string) or a quoted string, which parses
/// alone to the same text.
private func checkString(_ text: String, range: Range<Int>, bytes: [UInt8]) {
    let token = bytes[range]
    let first = token.first!
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
        guard token.count >= 2, token.last == first else {
            fuzzFailure("a quoted string's range \(range) does not end with its quote")
        }
        guard let alone = try? PlistParser.parse(Array(token)), alone.string == text, alone.range == 0..<token.count
        else {
            fuzzFailure("the quoted string at \(range), parsed alone, is not '\(text)'")
        }
    } else {
        guard token.allSatisfy(PlistCursor.isBare), token.elementsEqual(text.utf8) else {
            fuzzFailure("the bare string at \(range) is not its bytes: '\(text)'")
        }
    }
}

// MARK: - The model

/// Runs the model's queries (none reads the disk).
private func exerciseQueries(_ project: XcodeProject) {
    _ = project.sourceRoot
    _ = project.name
    _ = project.projectBuildConfigurations
    _ = project.mainGroupID.flatMap(project.group)
    _ = try? project.chooseTarget(named: nil)
    _ = PbxprojLayout(project: project).sections
    for id in project.objects.keys.sorted().prefix(256) {
        _ = project.location(of: id)
        _ = project.ancestors(of: id)
        _ = project.parentGroup(of: id)
        if let group = project.group(id) { _ = project.exceptionSets(of: group) }
        _ = project.fileReference(id)
    }
    for target in project.targets.prefix(4) {
        _ = project.buildConfigurations(of: target)
        _ = project.defaultConfigurationName(of: target)
        _ = project.buildPhases(of: target)
        _ = project.sourceFiles(of: target)
        _ = project.primarySynchronizedGroup(of: target)
        _ = project.sourceGroup(of: target)
        _ = try? project.chooseTarget(named: target.name)
    }
}

/// Adds the files to `target`, then checks the edit as the editor documents it.
private func checkAdding(to target: XcodeTarget, in project: XcodeProject) {
    let edit: ProjectEdit
    do {
        edit = try project.adding(files: fuzzFiles, to: target)
    } catch {
        if case .editFailed = error { fuzzFailure("adding to target '\(target.name)': \(error.message)") }
        render([error.diagnostic])
        return
    }
    if edit.isUnchanged {
        if edit.bytes != project.bytes { fuzzFailure("an edit without changes has new bytes") }
        return
    }
    if !isSubsequence(project.bytes, of: edit.bytes) {
        fuzzFailure("adding to target '\(target.name)' changed or removed bytes")
    }
    let edited: XcodeProject
    do {
        edited = try XcodeProject(path: project.path, bytes: edit.bytes)
    } catch {
        fuzzFailure("the project with files added to '\(target.name)' does not read back: \(error.message)")
    }
    guard let same = edited.targets.first(where: { $0.id == target.id }) else {
        fuzzFailure("target '\(target.name)' is gone after adding files to it")
    }
    do {
        let twice = try edited.adding(files: fuzzFiles, to: same)
        if !twice.isUnchanged { fuzzFailure("adding the files to '\(target.name)' again changes \(twice.changes)") }
    } catch {
        fuzzFailure("adding the files to '\(target.name)' again fails: \(error.message)")
    }
    do {
        _ = try edited.removing(files: fuzzFiles, from: same)
    } catch {
        if case .editFailed = error { fuzzFailure("removing from target '\(target.name)': \(error.message)") }
    }
}

/// Whether `old` can be had from `new` by deleting bytes, i.e. `new` only inserts.
private func isSubsequence(_ old: [UInt8], of new: [UInt8]) -> Bool {
    var index = 0
    for byte in new where index < old.count && byte == old[index] { index += 1 }
    return index == old.count
}

import MotionEngine
import PiecesDiagnostics
import PiecesSupport
import SwiftLexing

/// The metadata header at the top of a piece: `// pieces:` (or the upstream `// swiftpieces:`)
/// followed by `// key: value` lines up to the first blank line.
///
/// Missing optional keys are empty; a header with errors still yields what could be read, so
/// `list` and `info` can show a half-written piece while `build` reports the errors.
package struct PieceHeader: Sendable, Equatable {
    /// `pieces`, or `swiftpieces` for upstream registries.
    package var prefix: String
    package var title = ""
    package var description = ""
    package var category = ""
    /// The minimum iOS version, as written (`17.0`).
    package var minIOS = ""
    /// `platforms:` as written; nil when the header has no such key (see `platforms`).
    package var declaredPlatforms: PiecePlatforms?
    package var version = ""
    package var level: String?
    package var tags: [String] = []
    package var license: String?
    /// Files next to the piece that travel with it (`Blur.metal`).
    package var resources: [String] = []
    /// Other pieces of the registry this one needs.
    package var dependencies: [String] = []
    package var author: String?
    /// Swift packages the piece needs (upstream `spmDependencies`).
    package var packages: [PackageRequirement] = []
    /// Info.plist keys the piece needs, in written order (upstream `infoPlist`).
    package var infoPlist: [InfoPlistEntry] = []
    /// Capabilities the app must enable in Xcode (upstream `requiredCapabilities`).
    package var capabilities: [String] = []
    /// Upstream's `pro` (the paid screen a piece grows into) and `added` (the day it shipped).
    package var pro: String?
    package var added: String?
    /// Where each key's value starts (for diagnostics about the value).
    package var locations: [HeaderKey: SourceLocation] = [:]

    package init(prefix: String = "pieces") { self.prefix = prefix }

    /// The platforms the piece supports: `platforms:`, else iOS from `minIOS`.
    package var platforms: PiecePlatforms { declaredPlatforms ?? .iOSOnly(minIOS) }

    static let prefixes = ["pieces", "swiftpieces"]

    /// Reads the header of `source`. `header` is nil only when the first line is not a header line.
    package static func parse(_ source: SourceText) -> (header: PieceHeader?, errors: [PieceHeaderFinding]) {
        let lines = Self.lines(of: source.bytes)
        func position(_ line: Int, _ column: Int = 1) -> SourcePosition {
            SourcePosition(file: source.path, line: line, column: column)
        }
        guard let first = lines.first,
            let prefix = prefixes.first(where: { first.trimmed(of: " \t") == "// \($0):" })
        else {
            return (nil, [.missingHeader(position(1))])
        }
        var header = PieceHeader(prefix: prefix)
        var errors: [PieceHeaderFinding] = []
        for (offset, text) in lines.enumerated().dropFirst() {
            let number = offset + 1
            let trimmed = text.trimmed(of: " \t")
            if trimmed.isEmpty || !trimmed.hasPrefix("//") { break }
            if let error = header.read(line: text, number: number, position: position) { errors.append(error) }
        }
        for key in HeaderKey.allCases where key.isRequired && header.locations[key] == nil {
            errors.append(.missingKey(position(1), key: key.rawValue))
        }
        if let error = header.platformsDisagreement(position) { errors.append(error) }
        return (header, errors)
    }

    /// Reads one `// key: value` line into the header, or says what is wrong with it.
    private mutating func read(line: String, number: Int, position: (Int, Int) -> SourcePosition) -> PieceHeaderFinding?
    {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        index += 2  // `//`
        while index < scalars.count, scalars[index] == " " { index += 1 }
        let keyStart = index
        while index < scalars.count, scalars[index] != ":", scalars[index] != " " { index += 1 }
        guard index < scalars.count, scalars[index] == ":", index > keyStart else {
            return .malformedLine(position(number, 1), text: line.trimmed(of: " \t"))
        }
        let written = String(scalars: scalars[keyStart..<index])
        let at = position(number, keyStart + 1)
        guard let key = HeaderKey.named(written) else {
            let suggestion = EditDistance.suggestion(for: written, among: HeaderKey.spellings)
            return .unknownKey(at, key: written, suggestion: suggestion)
        }
        if let first = locations[key] { return .duplicateKey(at, key: written, firstLine: first.line) }
        let valueText = Substring(String(scalars: scalars[(index + 1)...]))
        let valueColumn = index + 2
        let leading = valueText.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
        locations[key] = SourceLocation(line: number, column: valueColumn + leading)
        if key.kind == .mapping || key.kind == .mappings {
            return storeMapping(valueText, for: key, written: written, column: valueColumn, at: position(number, 1))
        }
        let value: HeaderValue
        do { value = try HeaderValue.parse(valueText) } catch {
            return .malformedValue(position(number, valueColumn + error.offset), key: written, reason: error)
        }
        return store(value, for: key, written: written, at: position(number, valueColumn + leading))
    }

    private mutating func store(_ value: HeaderValue, for key: HeaderKey, written: String, at position: SourcePosition)
        -> PieceHeaderFinding?
    {
        switch (value, key.kind) {
        case (.scalar(""), _):
            return .emptyValue(position, key: written)
        case (.scalar, .list), (.list, .text), (.list, .platformVersion), (.list, .semanticVersion), (.list, .level):
            return .wrongType(position, key: written, expected: key.kind)
        case (.list(let items), _):
            switch key {
            case .tags: tags = items
            case .resources, .shaders, .assets: resources += items
            case .requiredCapabilities: capabilities = items
            case .platforms:
                do { declaredPlatforms = try PiecePlatforms.parse(items) } catch {
                    return .invalidPlatform(position, item: error.item, problem: error.problem)
                }
            default: dependencies += items
            }
        case (.scalar(let text), _):
            guard key.accepts(text) else { return .invalidValue(position, key: written, value: text) }
            set(text, for: key)
        }
        return nil
    }

    private mutating func set(_ text: String, for key: HeaderKey) {
        switch key {
        case .title: title = text
        case .description: description = text
        case .category: category = text
        case .minIOS: minIOS = text
        case .version: version = text
        case .level: level = text
        case .license: license = text
        case .author: author = text
        case .pro: pro = text
        case .added: added = text
        default: break
        }
    }

    /// Reads the value of `infoPlist` or `spmDependencies`.
    private mutating func storeMapping(
        _ text: Substring, for key: HeaderKey, written: String, column: Int, at line: SourcePosition
    ) -> PieceHeaderFinding? {
        do {
            if key == .infoPlist {
                infoPlist = try HeaderMapping.mapping(text).map { InfoPlistEntry(key: $0.key, value: $0.value) }
                return nil
            }
            var read: [PackageRequirement] = []
            for entries in try HeaderMapping.mappings(text) {
                guard let package = PackageRequirement(entries) else {
                    return .invalidValue(
                        SourcePosition(file: line.file, line: line.line, column: column), key: written,
                        value: String(text).trimmed(of: " \t"))
                }
                read.append(package)
            }
            packages = read
            return nil
        } catch {
            return .malformedMapping(
                SourcePosition(file: line.file, line: line.line, column: column + error.offset), key: written,
                reason: error.message)
        }
    }

    /// `platforms:` without iOS, or with an iOS version other than `minIOS`'s: the two must agree,
    /// since `add` checks the app's iOS deployment target against either.
    private func platformsDisagreement(_ position: (Int, Int) -> SourcePosition) -> PieceHeaderFinding? {
        guard let declared = declaredPlatforms, let at = locations[.platforms], !minIOS.isEmpty else { return nil }
        let here = position(at.line, at.column)
        guard let iOS = declared.minimum(for: .iOS) else { return .platformsWithoutIOS(here, minIOS: minIOS) }
        guard PiecePlatforms.sameVersion(iOS, minIOS) else {
            return .platformsDisagree(here, iOS: iOS, minIOS: minIOS, minIOSLine: locations[.minIOS]?.line ?? 0)
        }
        return nil
    }

    /// The file's lines without their line breaks (and without a byte-order mark), up to the first
    /// blank line: the header is never longer. `\n`, `\r\n` and a lone `\r` each end a line, as
    /// they do for Swift and for every other diagnostic's `SourceLocation`.
    private static func lines(of bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == 10 || bytes[index] == 13 {
                let line = String(decoding: bytes[start..<index], as: UTF8.self)
                result.append(line)
                if line.trimmed(of: " \t").isEmpty { break }
                if index + 1 < bytes.count, bytes[index] == 13, bytes[index + 1] == 10 { index += 1 }
                start = index + 1
            }
            index += 1
        }
        return result
    }
}

import SwiftLexing

/// One pass over a manifest's significant tokens, tracking which labelled bracket it is inside.
struct ManifestScanner {
    let source: SourceText
    let tokens: [Token]
    var targets: [PackageManifest.Target] = []
    var iOSVersion: (version: String, line: Int)?

    mutating func scan() {
        // The label (`targets`, `dependencies`, …) of each open bracket, innermost last.
        var labels: [String?] = []
        var index = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                labels.append(label(before: index))
                if tokens[index].kind == .leftSquare, labels.last == "platforms", iOSVersion == nil {
                    iOSVersion = iOS(inArrayAt: index)
                }
            case .rightParen, .rightSquare, .rightBrace:
                _ = labels.popLast()
            case .period:
                // `.target(name:` inside `dependencies: [...]` is a dependency, not a declaration.
                if labels.last != "dependencies", let target = declaration(at: index) { targets.append(target) }
            default:
                break
            }
            index += 1
        }
    }

    /// `label` when the tokens before `index` are `label :`.
    private func label(before index: Int) -> String? {
        guard index >= 2, tokens[index - 1].kind == .colon, tokens[index - 2].kind == .identifier else { return nil }
        return source.text(tokens[index - 2])
    }

    /// `.kind(name: "X", …, path: "p", …)` at `index` (the period).
    private func declaration(at index: Int) -> PackageManifest.Target? {
        guard index + 5 < tokens.count, tokens[index + 1].kind == .identifier,
            tokens[index + 2].kind == .leftParen,
            source.matches(tokens[index + 3], "name"), tokens[index + 4].kind == .colon
        else { return nil }
        let kind = source.text(tokens[index + 1])
        guard PackageManifest.targetKinds.contains(kind),
            let name = tokens.plainStringLiteral(at: index + 5, in: source)?.text
        else {
            return nil
        }
        let close = tokens.closingIndex(of: index + 2)
        var path: String?
        var depth = 0
        var cursor = index + 3
        while cursor < close {
            switch tokens[cursor].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .identifier
            where depth == 0 && source.matches(tokens[cursor], "path")
                && cursor + 2 < close && tokens[cursor + 1].kind == .colon:
                path = tokens.plainStringLiteral(at: cursor + 2, in: source)?.text
            default: break
            }
            cursor += 1
        }
        return PackageManifest.Target(
            kind: kind, name: name, path: path, line: source.location(of: Int(tokens[index].start)).line)
    }

    /// The first `.iOS(.v17)`, `.iOS(.v17_4)` or `.iOS("17.0")` in the array opening at `open`.
    private func iOS(inArrayAt open: Int) -> (version: String, line: Int)? {
        let close = tokens.closingIndex(of: open)
        var index = open
        while index + 3 < close {
            defer { index += 1 }
            guard tokens[index].kind == .period, source.matches(tokens[index + 1], "iOS"),
                tokens[index + 2].kind == .leftParen
            else { continue }
            let line = source.location(of: Int(tokens[index].start)).line
            if tokens[index + 3].kind == .period, index + 4 < close, tokens[index + 4].kind == .identifier {
                let name = source.text(tokens[index + 4])
                guard name.hasPrefix("v") else { return nil }
                let parts = name.dropFirst().split(separator: "_")
                guard let major = parts.first, parts.allSatisfy({ Int($0) != nil }) else { return nil }
                return (parts.count > 1 ? parts.joined(separator: ".") : major + ".0", line)
            }
            if let literal = tokens.plainStringLiteral(at: index + 3, in: source) { return (literal.text, line) }
            return nil
        }
        return nil
    }
}

import SwiftLexing

/// The values of a target's arguments: destinations (or the older `platform`), deployment targets
/// and sources, each as ProjectDescription spells them.
extension TuistScanner {
    /// Each `Destination` case, and each `Destinations` set (`.iOS` is iPhone, iPad and Mac with
    /// iPad design, all built with the iOS SDK), by the platform it builds for.
    static let destinationPlatforms: [String: String] = [
        "iPhone": "iOS", "iPad": "iOS", "macWithiPadDesign": "iOS", "macCatalyst": "iOS",
        "appleVisionWithiPadDesign": "iOS", "mac": "macOS", "appleTv": "tvOS", "appleWatch": "watchOS",
        "appleVision": "visionOS", "iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS",
        "visionOS": "visionOS"
    ]
    static let platformNames = ["iOS", "macOS", "visionOS", "tvOS", "watchOS"]

    /// The platforms of `destinations: [.iPhone, .mac]`, `.iOS`, `Set([…])`, `platform: .iOS`, in
    /// Tuist's platform order; empty when none is named.
    func platforms(in range: Range<Int>) -> [String] {
        var found = Set<String>()
        forEachMember(in: range) { name, _ in
            if let platform = Self.destinationPlatforms[name] { found.insert(platform) }
        }
        return Self.platformNames.filter(found.contains)
    }

    /// `.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`, `.deploymentTargets(iOS: …)`,
    /// `DeploymentTargets(iOS: …)` and the older `.iOS(targetVersion: "15.0", devices: …)`, each
    /// version with the line it is written on.
    func deploymentTargets(in range: Range<Int>) -> [String: DeploymentTarget] {
        var result: [String: DeploymentTarget] = [:]
        forEachMember(in: range, including: ["DeploymentTargets"]) { name, open in
            guard let open else { return }
            let arguments = self.arguments(of: open)
            if Self.platformNames.contains(name) {
                let version = arguments.first { $0.label == nil || $0.label == "targetVersion" }
                if let version, let text = plainString(in: version.value) {
                    result[name] = deployment(text, at: version.value)
                }
                return
            }
            guard ["multiplatform", "deploymentTargets", "DeploymentTargets", "init"].contains(name) else { return }
            for argument in arguments {
                guard let platform = argument.label, Self.platformNames.contains(platform),
                    let text = plainString(in: argument.value)
                else { continue }
                result[platform] = deployment(text, at: argument.value)
            }
        }
        return result
    }

    private func deployment(_ version: String, at range: Range<Int>) -> DeploymentTarget {
        DeploymentTarget(
            version: version, source: .configurationFile(path: source.path, line: line(of: resolved(range).lowerBound)))
    }

    /// Calls `body` with each `.name` in `range` (and each bare name in `including`), with the
    /// parenthesis opening its call when one follows; a name a top-level `let` binds is followed
    /// into its value. A call's own arguments are walked too, except those `body` reads itself.
    private func forEachMember(
        in range: Range<Int>, including names: Set<String> = [], depth: Int = 0, _ body: (String, Int?) -> Void
    ) {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            let isMember =
                token.kind == .period && index + 1 < range.upperBound
                && tokens[index + 1].kind == .identifier
            let nameIndex = isMember ? index + 1 : index
            let name = tokens[nameIndex].kind == .identifier ? source.text(tokens[nameIndex]) : ""
            let open =
                nameIndex + 1 < range.upperBound && tokens[nameIndex + 1].kind == .leftParen ? nameIndex + 1 : nil
            if isMember || names.contains(name) {
                body(name, open)
                if let open,
                    Self.platformNames.contains(name) || names.contains(name)
                        || ["multiplatform", "deploymentTargets", "init"].contains(name)
                {
                    index = tokens.closingIndex(of: open) + 1
                    continue
                }
                index = nameIndex + 1
                continue
            }
            if token.kind == .identifier, depth < 8, !isLabel(index), let value = bindings[name] {
                forEachMember(in: value, including: names, depth: depth + 1, body)
            }
            index += 1
        }
    }

    /// The entries of `sources:` (globs) or `buildableFolders:` (folders): plain strings,
    /// `.glob(…, excluding:, compilationCondition:)`, `.folder(…, exceptions:)`,
    /// `.relativeToManifest(…)` and `.relativeToRoot(…)` paths, through `let`s; `unread` counts
    /// entries that are not written out (an interpolated string, a helper's result).
    func sources(in range: Range<Int>, folders: Bool, depth: Int = 0) -> (
        sources: [TuistManifest.Source], unread: Int
    ) {
        var result: [TuistManifest.Source] = []
        var unread = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .period, index + 2 < range.upperBound, tokens[index + 2].kind == .leftParen,
                source.matches(tokens[index + 1], "glob") || source.matches(tokens[index + 1], "folder")
            {
                let open = index + 2
                if let entry = entry(arguments: arguments(of: open), folder: folders, line: line(of: index)) {
                    result.append(entry)
                } else {
                    unread += 1
                }
                index = tokens.closingIndex(of: open) + 1
                continue
            }
            if let path = path(at: index) {
                result.append(
                    TuistManifest.Source(
                        path: path.absolute, written: path.written, excluding: [], excludingWritten: [],
                        isFolder: folders, isConditional: false, line: line(of: index)))
                index = path.end + 1
                continue
            }
            if token.kind == .stringQuote {
                unread += 1
                index = stringEnd(from: index) + 1
                continue
            }
            if token.kind == .identifier, depth < 8, !isLabel(index), let value = bindings[source.text(token)] {
                let inner = sources(in: value, folders: folders, depth: depth + 1)
                result += inner.sources
                unread += inner.unread
            }
            index += 1
        }
        return (result, unread)
    }

    /// A `.glob(…)` or `.folder(…)` entry from its arguments.
    private func entry(arguments: [Argument], folder: Bool, line: Int) -> TuistManifest.Source? {
        guard let first = arguments.first, first.label == nil || first.label == "pattern",
            let path = path(at: first.value.lowerBound), path.end == first.value.upperBound - 1
        else { return nil }
        var entry = TuistManifest.Source(
            path: path.absolute, written: path.written, excluding: [], excludingWritten: [], isFolder: folder,
            isConditional: false, line: line)
        for argument in arguments.dropFirst() {
            switch argument.label {
            case "excluding":
                var index = argument.value.lowerBound
                while index < argument.value.upperBound {
                    if let excluded = self.path(at: index) {
                        entry.excluding.append(excluded.absolute)
                        entry.excludingWritten.append(excluded.written)
                        index = excluded.end
                    }
                    index += 1
                }
            case "compilationCondition", "exceptions":
                entry.isConditional =
                    !(argument.value.count == 1 && source.matches(tokens[argument.value.lowerBound], "nil"))
            default: break
            }
        }
        return entry
    }

    /// A path at `index`: a plain string (relative to the manifest, or to the root after `//`) or
    /// `.relativeToManifest("…")`, `.relativeToCurrentFile("…")`, `.relativeToRoot("…")`.
    private func path(at index: Int) -> (absolute: String, written: String, end: Int)? {
        if let literal = tokens.plainStringLiteral(at: index, in: source) {
            let text = literal.text
            let absolute =
                text.hasPrefix("//")
                ? XcodeProject.join(root, String(text.dropFirst(2))) : XcodeProject.join(folder, text)
            return (absolute, written(index, literal.end), literal.end)
        }
        guard tokens[index].kind == .period, index + 3 < tokens.count, tokens[index + 2].kind == .leftParen,
            let literal = tokens.plainStringLiteral(at: index + 3, in: source), literal.end + 1 < tokens.count,
            tokens[literal.end + 1].kind == .rightParen
        else { return nil }
        let kind = tokens[index + 1]
        let base: String
        if source.matches(kind, "relativeToRoot") {
            base = root
        } else if source.matches(kind, "relativeToManifest") || source.matches(kind, "relativeToCurrentFile") {
            base = folder
        } else {
            return nil
        }
        return (XcodeProject.join(base, literal.text), written(index, literal.end + 1), literal.end + 1)
    }

    /// The source text of tokens `first` through `last`, as written.
    private func written(_ first: Int, _ last: Int) -> String {
        source.text(Int(tokens[first].start)..<Int(tokens[last].end))
    }

    /// Whether the name at `index` is an argument label (`globs:`).
    private func isLabel(_ index: Int) -> Bool {
        index + 1 < tokens.count && tokens[index + 1].kind == .colon
    }

    /// The closing quote of the string literal opening at `index` (interpolations included).
    private func stringEnd(from index: Int) -> Int {
        var cursor = index + 1
        while cursor < tokens.count {
            switch tokens[cursor].kind {
            case .interpolationStart: cursor = tokens.closingIndex(of: cursor)
            case .stringQuote: return cursor
            default: break
            }
            cursor += 1
        }
        return tokens.count - 1
    }
}

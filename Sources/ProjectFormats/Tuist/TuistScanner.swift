import SwiftLexing

/// One pass over a `Project.swift`'s significant tokens: its top-level `let`s, every call that
/// declares a target (a `.target(`, `Target(`, `Target.target(` or `.init(` call with `name:` and
/// `product:` arguments), and the expressions of `Project(targets:)` that are none of them.
struct TuistScanner {
    let source: SourceText
    let tokens: [Token]
    /// The manifest's folder and Tuist's root, absolute: relative paths start there.
    let folder: String
    let root: String
    var targets: [TuistManifest.Target] = []
    var unread: [TuistManifest.Unread] = []
    /// Each top-level `let`'s value, as a range of token indices.
    var bindings: [String: Range<Int>] = [:]
    /// The opening parenthesis of each target call, and whether its name could be read.
    private var calls: [Int: Bool] = [:]

    init(source: SourceText, tokens: [Token], folder: String, root: String) {
        self.source = source
        self.tokens = tokens
        self.folder = folder
        self.root = root
    }

    /// Reads the targets; what cannot be read is listed with `Project(targets:)`'s own entries
    /// first (they say where the targets come from), then the declarations without a written name.
    mutating func scan() {
        bindings = topLevelBindings()
        var unnamed: [TuistManifest.Unread] = []
        for index in tokens.indices where tokens[index].kind == .leftParen && isTargetCall(at: index) {
            let arguments = self.arguments(of: index)
            let nameArgument = arguments.first { $0.label == "name" }
            guard let nameArgument, let name = plainString(in: nameArgument.value) else {
                calls[index] = false
                var entry = unreadExpression(at: callStart(of: index))
                entry.name = nameArgument.map {
                    source.text(Int(tokens[$0.value.lowerBound].start)..<Int(tokens[$0.value.upperBound - 1].end))
                }
                unnamed.append(entry)
                continue
            }
            calls[index] = true
            targets.append(target(named: name, arguments: arguments, line: line(of: callStart(of: index))))
        }
        readProject()
        unread += unnamed.filter { entry in !unread.contains { $0.line == entry.line } }
    }

    // MARK: Targets

    /// Whether the parenthesis at `open` starts a call declaring a target.
    private func isTargetCall(at open: Int) -> Bool {
        guard open >= 1, tokens[open - 1].kind == .identifier else { return false }
        let callee = tokens[open - 1]
        let isMember = open >= 2 && tokens[open - 2].kind == .period
        guard
            source.matches(callee, "Target") && !isMember
                || (source.matches(callee, "target") || source.matches(callee, "init")) && isMember
        else { return false }
        let labels = arguments(of: open).compactMap(\.label)
        return labels.contains("name") && labels.contains("product")
    }

    /// Where the call whose parenthesis is at `open` starts (`Target`, or the `.` or type before `.target`).
    private func callStart(of open: Int) -> Int {
        var start = open - 1
        while start >= 2, tokens[start - 1].kind == .period, tokens[start - 2].kind == .identifier { start -= 2 }
        if start >= 1, tokens[start - 1].kind == .period { start -= 1 }
        return start
    }

    private func target(named name: String, arguments: [Argument], line: Int) -> TuistManifest.Target {
        var result = TuistManifest.Target(
            name: name, product: "", platforms: [], deploymentTargets: [:], sources: [], hasUnreadSources: false,
            line: line)
        for argument in arguments {
            switch argument.label {
            case "product": result.product = lastMember(in: resolved(argument.value)) ?? ""
            case "destinations", "platform": result.platforms = platforms(in: argument.value)
            case "deploymentTargets", "deploymentTarget":
                result.deploymentTargets = deploymentTargets(in: argument.value)
            case "sources", "buildableFolders":
                let read = sources(in: argument.value, folders: argument.label == "buildableFolders")
                result.sources += read.sources
                result.hasUnreadSources = result.hasUnreadSources || read.unread > 0
            default: break
            }
        }
        return result
    }

    // MARK: The project

    /// The `targets:` of `let project = Project(…)`: each element must be a target call or a `let`
    /// holding one; anything else (and a project made by a helper) is recorded as unread.
    private mutating func readProject() {
        guard let value = bindings["project"], !value.isEmpty else { return }
        var open = value.lowerBound + 1
        let start = tokens[value.lowerBound]
        if tokens[value.lowerBound].kind == .period, value.count > 2, source.matches(tokens[open], "init") {
            open += 1
        } else if source.matches(start, "Project"), open + 1 < value.upperBound, tokens[open].kind == .period,
            source.matches(tokens[open + 1], "init")
        {
            open += 2
        }
        guard open < value.upperBound, tokens[open].kind == .leftParen,
            source.matches(start, "Project") || start.kind == .period
        else {
            unread.append(unreadExpression(at: value.lowerBound))
            return
        }
        guard let list = arguments(of: open).first(where: { $0.label == "targets" })?.value, !list.isEmpty else {
            return
        }
        guard tokens[list.lowerBound].kind == .leftSquare,
            tokens.closingIndex(of: list.lowerBound) == list.upperBound - 1
        else {
            unread.append(unreadExpression(at: list.lowerBound))
            return
        }
        for element in elements(of: list.lowerBound) where !isReadTarget(element) {
            unread.append(unreadExpression(at: element.lowerBound))
        }
    }

    /// Whether `element` is a target call already read, or a `let` holding one.
    private func isReadTarget(_ element: Range<Int>) -> Bool {
        let value = resolved(element)
        guard let open = value.first(where: { tokens[$0].kind == .leftParen }) else { return false }
        return calls[open] == true && tokens.closingIndex(of: open) == value.upperBound - 1
    }

    private func unreadExpression(at start: Int) -> TuistManifest.Unread {
        var text = ""
        var index = start
        while index < tokens.count, index < start + 8 {
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftSquare || kind == .leftBrace {
                text += kind == .leftParen ? "(…)" : kind == .leftSquare ? "[…]" : " {…}"
                break
            }
            guard kind == .identifier || kind == .period || kind == .backslash else { break }
            text += source.text(tokens[index])
            index += 1
        }
        return TuistManifest.Unread(text: text, line: line(of: start))
    }

    func line(of index: Int) -> Int { source.location(of: Int(tokens[index].start)).line }
}

/// Tuist's source globs, matched against absolute paths: `**` stands for any number of folders
/// (none included), `*` for any run of characters within one name, `?` for one character, and
/// `{a,b}` for either spelling. Other characters match themselves.
package enum TuistGlob {
    /// The folder a glob starts in: its components before the first holding a wildcard.
    package static func base(of glob: String) -> String {
        let components = glob.split(separator: "/", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        for component in components {
            if component.contains(where: { "*?[{".contains($0) }) { break }
            kept.append(component)
        }
        if kept.count == components.count { kept.removeLast() }
        let joined = kept.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    /// Whether `path` (absolute) matches `glob` (absolute).
    package static func matches(_ path: String, _ glob: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        let patterns = glob.split(separator: "/").map(String.init)
        return matches(names[...], patterns[...])
    }

    private static func matches(_ names: ArraySlice<String>, _ patterns: ArraySlice<String>) -> Bool {
        guard let pattern = patterns.first else { return names.isEmpty }
        if pattern == "**" {
            // `**` takes no folder, or one more and stays.
            if matches(names, patterns.dropFirst()) { return true }
            return !names.isEmpty && matches(names.dropFirst(), patterns)
        }
        guard let name = names.first, matchesName(Array(name.utf8)[...], Array(pattern.utf8)[...]) else {
            return false
        }
        return matches(names.dropFirst(), patterns.dropFirst())
    }

    /// One name against one component of a glob.
    static func matchesName(_ name: ArraySlice<UInt8>, _ pattern: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            var rest = name
            while true {
                if matchesName(rest, pattern.dropFirst()) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !name.isEmpty && matchesName(name.dropFirst(), pattern.dropFirst())
        case UInt8(ascii: "{"):
            guard let close = pattern.firstIndex(of: UInt8(ascii: "}")) else { break }
            let tail = pattern[(close + 1)...]
            let choices = pattern[(pattern.startIndex + 1)..<close].split(
                separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            return choices.contains { matchesName(name, Array($0 + tail)[...]) }
        default:
            break
        }
        guard name.first == first else { return false }
        return matchesName(name.dropFirst(), pattern.dropFirst())
    }
}

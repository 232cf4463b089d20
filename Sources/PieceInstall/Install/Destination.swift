import PiecesSupport

/// Where one installed copy of a piece lives: with the piece's name, the key of a `pieces.lock`
/// entry, so one piece can be installed into several targets or projects under one root.
///
/// - An Xcode project target: `project` (the `.xcodeproj`, relative to the project root) and
///   `target`.
/// - A Swift package target: `project` is `Package.swift`, `target` the package target.
/// - A plain folder (`--path` without a project): only `path`, relative to the lock's folder (`.`
///   for the folder itself).
/// - A project target whose files `--path` or `pieces.json` moved: `project`, `target` and `path`.
package struct Destination: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    package var project: String?
    package var target: String?
    package var path: String?

    package init(project: String? = nil, target: String? = nil, path: String? = nil) {
        self.project = project
        self.target = target
        self.path = path
    }

    /// `Phone.xcodeproj › Phone`, `Package.swift › Lib`, `folder Vendor/Pieces`: how messages name it.
    package var description: String {
        var parts: [String] = []
        if let project { parts.append(project) }
        if let target { parts.append(target) }
        if let path { parts.append(Self.folderLabel(path).text) }
        return parts.joined(separator: " › ")
    }

    static func folderLabel(_ path: String) -> Message { "folder \(path)" }

    /// The command-line options that name this destination: what a user adds to pick it.
    package var options: String {
        var parts: [String] = []
        if let project { parts.append("--project " + Self.quoted(project)) }
        if let target { parts.append("--target " + Self.quoted(target)) }
        if let path { parts.append("--path " + Self.quoted(path)) }
        return parts.joined(separator: " ")
    }

    private static func quoted(_ value: String) -> String {
        value.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" })
            ? "'" + value.replacingAll("'", with: "'\\''") + "'" : value
    }

    package static func < (lhs: Destination, rhs: Destination) -> Bool {
        (lhs.project ?? "", lhs.target ?? "", lhs.path ?? "") < (rhs.project ?? "", rhs.target ?? "", rhs.path ?? "")
    }
}

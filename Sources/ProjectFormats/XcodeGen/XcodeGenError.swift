import PiecesDiagnostics
import PiecesSupport

/// Why an XcodeGen spec could not be read.
package enum XcodeGenError: DiagnosticConvertible, Sendable, Equatable {
    case unreadable(path: String, reason: String)
    /// A line outside the YAML subset pieces reads.
    case outsideSubset(YAMLSubset.SyntaxError)
    /// `include:` leads back to a file already being read.
    case includeCycle(file: String, chain: [String])
    /// No target of the spec matches.
    case noSuchTarget(name: String, spec: String, available: [String])
    /// No app target, or several and none named.
    case noAppTarget(spec: String)
    case severalAppTargets(spec: String, targets: [String])
    /// The chosen target lists no folder among its sources.
    case noSourceFolder(target: String, spec: String)

    static func unreadableMessage(_ path: String, _ reason: String) -> Message { "cannot read \(path): \(reason)" }
    static func subsetMessage(_ reason: String) -> Message { "\(reason); pieces reads a YAML subset of project specs" }
    static let subsetFix: Message = "write the value out in plain YAML (no anchors, aliases, tags or block scalars)"
    static func cycleMessage(_ file: String) -> Message { "\(file) includes itself (through include:)" }
    static func noSuchTargetMessage(_ name: String, _ spec: String, _ available: String) -> Message {
        "\(spec) has no target named '\(name)'; its targets are: \(available)"
    }
    static let noSuchTargetFix: Message = "pass one of them with --target NAME"
    static func noAppTargetMessage(_ spec: String) -> Message { "\(spec) has no application target" }
    static let noAppTargetFix: Message = "pass the target to install into with --target NAME"
    static func severalMessage(_ spec: String, _ targets: String) -> Message {
        "\(spec) has several application targets: \(targets)"
    }
    static func noSourceFolderMessage(_ target: String) -> Message {
        "target '\(target)' lists no source folder in its sources"
    }
    static let noSourceFolderFix: Message = "pass the folder to install into with --path"

    /// 74 when a spec cannot be read, 65 for one outside the YAML subset or including itself, 1 for
    /// a target pieces cannot tell or use (a choice to make with `--target` or `--path`).
    package var diagnostic: Diagnostic {
        switch self {
        case .unreadable(let path, let reason):
            .error("xcodegen-unreadable", Self.unreadableMessage(path, reason), status: ExitStatus.ioError)
        case .outsideSubset(let failure):
            .error(
                "xcodegen-yaml", Self.subsetMessage(failure.reason), file: failure.file, line: failure.line,
                fix: Self.subsetFix, status: ExitStatus.dataError)
        case .includeCycle(let file, _):
            .error("xcodegen-include-cycle", Self.cycleMessage(file), file: file, status: ExitStatus.dataError)
        case .noSuchTarget(let name, let spec, let available):
            .error(
                "target-not-found", Self.noSuchTargetMessage(name, spec, available.joined(separator: ", ")),
                file: spec, fix: Self.noSuchTargetFix, status: ExitStatus.findings)
        case .noAppTarget(let spec):
            .error(
                "no-app-target", Self.noAppTargetMessage(spec), file: spec, fix: Self.noAppTargetFix,
                status: ExitStatus.findings)
        case .severalAppTargets(let spec, let targets):
            .error(
                "target-ambiguous", Self.severalMessage(spec, targets.joined(separator: ", ")), file: spec,
                fix: Self.noSuchTargetFix, status: ExitStatus.findings)
        case .noSourceFolder(let target, let spec):
            .error(
                "no-source-folder", Self.noSourceFolderMessage(target), file: spec, fix: Self.noSourceFolderFix,
                status: ExitStatus.findings)
        }
    }
}

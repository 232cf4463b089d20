import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the user writes into `Project.swift` after an install: nothing but `tuist generate`,
/// unless a piece builds for fewer platforms than its target, when the entry that brought the
/// files in is printed again with them kept to the piece's platforms.
extension TuistAppProject {
    /// `tuist generate`, and for filtered files the exact entries to write: for a glob, the glob
    /// excluding them plus a `.glob` of each with a `compilationCondition` (Tuist gives a file the
    /// condition of the entry that names it); for a buildable folder, the folder with an exception
    /// carrying their `platformFilters`.
    func followUp(
        for files: [String], in folder: String, filters: [String: PlatformFilter], destination: ProjectDestination
    ) -> [InstallWarning] {
        var result: [InstallWarning] = []
        let filtered = files.filter { filters[$0] != nil }
        if !filtered.isEmpty {
            let target = manifest.targets.first { $0.name == destination.targetName }
            let source = target?.sources.first { source in
                !source.isConditional && filtered.allSatisfy { source.includes(XcodeProject.join(folder, $0)) }
            }
            let entry = entryText(filtered, in: folder, filters: filters, source: source)
            result.append(
                .sourcesEntry(
                    file: filtered.joined(separator: ", "),
                    spec: Path(manifest.path).display(relativeTo: Path(manifest.folder)),
                    target: destination.targetName, entry: entry))
        }
        result.append(.regenerate(command: Self.command, spec: manifest.path))
        return result
    }

    private func entryText(
        _ files: [String], in folder: String, filters: [String: PlatformFilter], source: TuistManifest.Source?
    ) -> String {
        let indent = "    "
        if let source, source.isFolder {
            let pairs = files.map { file in
                let inside = Path(XcodeProject.join(folder, file)).display(relativeTo: Path(source.path))
                return Self.quoted(inside) + ": " + conditions(filters[file])
            }
            return indent + ".folder(\(source.written), exceptions: [.exception(platformFilters: ["
                + pairs.joined(separator: ", ") + "])]),"
        }
        var lines: [String] = []
        let paths = files.map {
            Self.quoted(Path(XcodeProject.join(folder, $0)).display(relativeTo: Path(manifest.folder)))
        }
        if let source {
            let excluding = source.excludingWritten + paths
            lines.append(".glob(\(source.written), excluding: [\(excluding.joined(separator: ", "))]),")
        }
        for (file, path) in zip(files, paths) {
            lines.append(".glob(\(path), compilationCondition: .when(\(conditions(filters[file])))),")
        }
        return lines.map { indent + $0 }.joined(separator: "\n")
    }

    /// `[.ios, .macos]`: ProjectDescription's `PlatformFilter` cases for Xcode's filter names.
    private func conditions(_ filter: PlatformFilter?) -> String {
        "[" + (filter?.names ?? []).map { "." + (Self.filterNames[$0] ?? $0) }.joined(separator: ", ") + "]"
    }

    /// Xcode's platform filter names, as `PlatformFilter` spells them where they differ.
    static let filterNames = ["ios": "ios", "macos": "macos", "xros": "visionos", "tvos": "tvos", "watchos": "watchos"]

    static func quoted(_ path: String) -> String { "\"" + path + "\"" }
}

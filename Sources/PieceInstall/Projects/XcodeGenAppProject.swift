import PieceCatalog
import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An XcodeGen project (`project.yml`) as an `AppProject`. Files go into a source folder of the
/// chosen target, which compiles every file under it once `xcodegen generate` has run: the spec is
/// never edited, nor the generated `.xcodeproj` (the next generation would overwrite it): what pieces
/// need beyond their files is printed as the spec's entries to add (`packageLines`, `infoPlistLines`).
struct XcodeGenAppProject: ReadOnlyAppProject {
    let spec: XcodeGenSpec

    init(_ spec: XcodeGenSpec) { self.spec = spec }

    static let command = "xcodegen generate"

    var location: ProjectLocation { .xcodeGen(spec: spec.path) }

    var appTargetNames: [String] { spec.targets.filter(\.isApplication).map(\.name) }

    func destination(target name: String?, files: [String]) throws(DiagnosticError) -> ProjectDestination {
        let target: XcodeGenSpec.Target
        do { target = try choose(name) } catch { throw DiagnosticError(error) }
        guard let folder = sourceFolder(of: target) else {
            throw DiagnosticError(XcodeGenError.noSourceFolder(target: target.name, spec: spec.path))
        }
        let names = target.platforms.isEmpty ? ["iOS"] : target.platforms
        let platforms = TargetPlatform.list(names.compactMap { Self.sdkNames[$0] }) { sdk in
            Self.sdkNames.first { $0.value == sdk }.flatMap { target.deploymentTargets[$0.key] }
        }
        return ProjectDestination(
            location: location, targetName: target.name,
            folder: XcodeProject.join(folder.path, XcodeProject.piecesFolderName), platforms: platforms)
    }

    /// The target named `name`, else the only application target.
    private func choose(_ name: String?) throws(XcodeGenError) -> XcodeGenSpec.Target {
        if let name {
            guard let target = spec.targets.first(where: { $0.name == name }) else {
                throw .noSuchTarget(name: name, spec: spec.path, available: spec.targets.map(\.name))
            }
            return target
        }
        let apps = spec.targets.filter(\.isApplication)
        switch apps.count {
        case 1: return apps[0]
        case 0: throw .noAppTarget(spec: spec.path)
        default: throw .severalAppTargets(spec: spec.path, targets: apps.map(\.name))
        }
    }

    /// The target's own source folder: the first that builds for every destination and that no
    /// other target lists (a shared folder would carry the pieces into the other apps too),
    /// else the first folder.
    private func sourceFolder(of target: XcodeGenSpec.Target) -> XcodeGenSpec.Source? {
        let folders = target.sources.filter { source in
            source.destinationFilters.isEmpty && FileKind.isFolder(source.path)
        }
        let others = spec.targets.filter { $0.name != target.name }.flatMap(\.sources).map(\.path)
        return folders.first { !others.contains($0.path) } ?? folders.first
    }

    /// XcodeGen's platform names, and the SDK names `TargetPlatform` reads.
    static let sdkNames = [
        "iOS": "iphoneos", "macOS": "macosx", "visionOS": "xros", "watchOS": "watchos", "tvOS": "appletvos"
    ]

    func compiledSources(of destination: ProjectDestination) -> NameCollisions.Sources {
        .folder(Path(destination.folder).parent.string)
    }

    func membershipWarnings(for folder: String, destination: ProjectDestination) -> [InstallWarning] {
        let target = spec.targets.first { $0.name == destination.targetName }
        let inside = (target?.sources ?? []).contains { Path(folder).isDescendant(of: Path($0.path)) }
        return inside ? [] : [.notCompiledIntoTarget(folder: folder, target: destination.targetName, otherTarget: nil)]
    }

    /// `xcodegen generate`, and for each filtered file the exact `sources` entries: the source
    /// folder excluding the file, and the file with its `destinationFilters`.
    func followUp(
        for files: [String], in folder: String, filters: [String: PlatformFilter], destination: ProjectDestination
    ) -> [InstallWarning] {
        let relativeSpec = Path(spec.path).display(relativeTo: Path(spec.folder))
        var result: [InstallWarning] = []
        let source = Path(destination.folder).parent.string
        for file in files {
            guard let filter = filters[file] else { continue }
            let names = filter.names.compactMap { name in Self.filterNames[name] }
            let sourcePath = Path(source).display(relativeTo: Path(spec.folder))
            let installed = Path(XcodeProject.join(folder, file))
            let filePath = installed.display(relativeTo: Path(spec.folder))
            let excluded = installed.display(relativeTo: Path(source))
            let entry = """
                  - path: \(sourcePath)
                    excludes: [\(excluded)]
                  - path: \(filePath)
                    destinationFilters: [\(names.joined(separator: ", "))]
                """
            result.append(.sourcesEntry(file: file, spec: relativeSpec, target: destination.targetName, entry: entry))
        }
        result.append(.regenerate(command: Self.command, spec: spec.path))
        return result
    }

    /// Xcode's platform filter names, as `destinationFilters` spells them.
    static let filterNames = ["ios": "iOS", "macos": "macOS", "xros": "visionOS", "tvos": "tvOS", "watchos": "watchOS"]

    static func packageEntries(
        _ spec: String, _ name: String, _ url: String, _ from: String, _ target: String,
        _ product: String
    ) -> Message {
        """
        add to \(spec), under packages:
            \(name):
              url: \(url)
              from: \(from)
        and under targets › \(target) › dependencies:
            - package: \(name)
              product: \(product)
        then run \(command)
        """
    }
    static func infoPlistEntries(_ spec: String, _ target: String, _ key: String, _ value: String) -> Message {
        """
        add to \(spec), under targets › \(target) › info › properties:
            \(key): "\(value)"
        (or under settings › base, INFOPLIST_KEY_\(key): "\(value)" when the target generates its Info.plist), \
        then run \(command)
        """
    }

    /// The spec's `packages:` entry and the target's `dependencies:` entry.
    func packageLines(_ package: PackageRequirement, destination: ProjectDestination) -> Message {
        let file = Path(spec.path).display(relativeTo: Path(spec.folder))
        return Self.packageEntries(
            file, ProjectRequirements.packageName(package), package.url, package.from, destination.targetName,
            package.productName)
    }

    /// The target's `info: properties:` entry.
    func infoPlistLines(_ entry: InfoPlistEntry, destination: ProjectDestination) -> Message {
        Self.infoPlistEntries(
            Path(spec.path).display(relativeTo: Path(spec.folder)), destination.targetName, entry.key, entry.value)
    }
}

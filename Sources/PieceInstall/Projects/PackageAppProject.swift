import PieceCatalog
import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Swift package, by its `Package.swift`, as an `AppProject`: its library and executable targets
/// compile every file under their source folder, so nothing is ever edited. What pieces need
/// beyond their files is printed as the manifest's lines to add (`packageLines`).
struct PackageAppProject: ReadOnlyAppProject {
    let manifest: PackageManifest

    init(_ manifest: PackageManifest) { self.manifest = manifest }

    var location: ProjectLocation { .swiftPackage(manifest: manifest.path) }

    var appTargetNames: [String] { manifest.codeTargets.map(\.name) }

    /// The target named `name`, else the only library or executable target.
    func destination(target name: String?, files: [String]) throws(DiagnosticError) -> ProjectDestination {
        let candidates = manifest.codeTargets
        let target: PackageManifest.Target
        if let name {
            guard let named = manifest.targets.first(where: { $0.name == name }) else {
                throw DiagnosticError(
                    XcodeProjectError.noSuchPackageTarget(
                        name: name, manifest: manifest.path, available: candidates.map(\.name)))
            }
            target = named
        } else {
            switch candidates.count {
            case 1: target = candidates[0]
            case 0: throw DiagnosticError(XcodeProjectError.noPackageTargets(manifest: manifest.path))
            default:
                throw DiagnosticError(
                    XcodeProjectError.severalPackageTargets(manifest: manifest.path, targets: candidates.map(\.name)))
            }
        }
        return ProjectDestination(
            location: location, targetName: target.name,
            folder: XcodeProject.join(manifest.sourceFolder(of: target), XcodeProject.piecesFolderName),
            platforms: [.iOS(manifest.deploymentTarget)],
            warnings: manifest.deploymentTarget == nil ? [.packagePlatformsMissing(manifest: manifest.path)] : [])
    }

    func compiledSources(of destination: ProjectDestination) -> NameCollisions.Sources {
        .folder(Path(destination.folder).parent.string)
    }

    func membershipWarnings(for folder: String, destination: ProjectDestination) -> [InstallWarning] {
        let sources = Path(destination.folder).parent.string
        return Path(folder).isDescendant(of: Path(sources))
            ? [] : [.notCompiledIntoTarget(folder: folder, target: destination.targetName, otherTarget: nil)]
    }

    func reading(_ bytes: [UInt8]) -> any AppProject {
        PackageAppProject(PackageManifest(path: manifest.path, bytes: bytes))
    }

    static func manifestLines(_ url: String, _ from: String, _ target: String, _ product: String, _ package: String)
        -> Message
    {
        """
        add to Package.swift, in the package's dependencies:
            .package(url: "\(url)", from: "\(from)"),
        and in the dependencies of target "\(target)":
            .product(name: "\(product)", package: "\(package)"),
        """
    }
    static func infoPlistText(_ target: String, _ key: String, _ value: String) -> Message {
        "a Swift package has no Info.plist: add \(key) = \"\(value)\" to that of the app that uses target \(target)"
    }

    /// Where the key goes instead: the app's Info.plist.
    func infoPlistLines(_ entry: InfoPlistEntry, destination: ProjectDestination) -> Message {
        Self.infoPlistText(destination.targetName, entry.key, entry.value)
    }

    /// The manifest's two lines: the package among the package's dependencies, its product among the target's.
    func packageLines(_ package: PackageRequirement, destination: ProjectDestination) -> Message {
        Self.manifestLines(
            package.url, package.from, destination.targetName, package.productName,
            ProjectRequirements.packageName(package))
    }
}

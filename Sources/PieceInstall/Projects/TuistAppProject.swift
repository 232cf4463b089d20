import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Tuist project (`Project.swift`) as an `AppProject`. Files go into a folder one of the chosen
/// target's `sources` globs (or `buildableFolders`) includes, so the target compiles them once
/// `tuist generate` has run: the manifest is never edited, nor the `.xcodeproj` generated from it.
///
/// Targets built by helper functions cannot be read without running Swift: naming one with
/// `--target` and its folder with `--path` installs there, unchecked (`chosenFolder`).
struct TuistAppProject: ReadOnlyAppProject {
    let manifest: TuistManifest

    init(_ manifest: TuistManifest) { self.manifest = manifest }

    static let command = "tuist generate"

    var location: ProjectLocation { .tuist(manifest: manifest.path) }

    var appTargetNames: [String] { manifest.targets.filter(\.isApplication).map(\.name) }

    func destination(target name: String?, files: [String]) throws(DiagnosticError) -> ProjectDestination {
        try destination(target: name, files: files, chosenFolder: nil)
    }

    func destination(target name: String?, files: [String], chosenFolder: String?) throws(DiagnosticError)
        -> ProjectDestination
    {
        let chosen: TuistManifest.Target?
        do { chosen = try choose(name, chosenFolder: chosenFolder) } catch { throw DiagnosticError(error) }
        guard let target = chosen else {
            // A target the manifest does not write out, named with its folder: installed there as asked.
            let unread = manifest.unread[0]
            return ProjectDestination(
                location: location, targetName: name ?? "", folder: chosenFolder ?? manifest.folder,
                platforms: [.iOS(nil)],
                warnings: [.targetUnread(target: name ?? "", manifest: manifest.path, line: unread.line)])
        }
        let platforms = TargetPlatform.list(named: target.platforms.isEmpty ? ["iOS"] : target.platforms) {
            target.deploymentTargets[$0]
        }
        guard let placed = place(files, in: target) else {
            guard let chosenFolder else {
                throw DiagnosticError(
                    TuistError.noSourceFolder(target: target.name, manifest: manifest.path, line: target.line))
            }
            return ProjectDestination(
                location: location, targetName: target.name, folder: chosenFolder, platforms: platforms)
        }
        return ProjectDestination(
            location: location, targetName: target.name, folder: placed.folder, platforms: platforms)
    }

    /// The target named `name`, else the only app target building for iOS; nil for a name the
    /// manifest does not write out but code it cannot read may make, when a folder was chosen.
    private func choose(_ name: String?, chosenFolder: String?) throws(TuistError) -> TuistManifest.Target? {
        let unread = manifest.unread.first
        if let name {
            if let target = manifest.targets.first(where: { $0.name == name }) { return target }
            guard let unread else {
                throw .noSuchTarget(name: name, manifest: manifest.path, available: manifest.targets.map(\.name))
            }
            guard chosenFolder != nil else {
                throw .targetsUnread(manifest: manifest.path, unread: unread, target: name)
            }
            return nil
        }
        let apps = manifest.iOSApplicationTargets
        switch apps.count {
        case 1: return apps[0]
        case 0:
            if let unread { throw .targetsUnread(manifest: manifest.path, unread: unread, target: nil) }
            throw .noAppTarget(manifest: manifest.path)
        default: throw .severalAppTargets(manifest: manifest.path, targets: apps.map(\.name))
        }
    }

    /// The entry and folder `files` go in: `<base>/Pieces`, else the base itself, of the target's
    /// first entry (without a platform condition, in an existing folder) that includes them there,
    /// preferring entries no other target lists (a shared folder would carry the pieces into the
    /// other targets too).
    func place(_ files: [String], in target: TuistManifest.Target) -> (source: TuistManifest.Source, folder: String)? {
        let names = files.isEmpty ? [Self.probeName] : files
        let others = Set(manifest.targets.filter { $0.name != target.name }.flatMap(\.sources).map(\.path))
        let usable = target.sources.filter { !$0.isConditional && ProjectLocator.isFolder($0.base) }
        for source in usable.filter({ !others.contains($0.path) }) + usable.filter({ others.contains($0.path) }) {
            for folder in [XcodeProject.join(source.base, XcodeProject.piecesFolderName), source.base]
            where names.allSatisfy({ source.includes(XcodeProject.join(folder, $0)) }) {
                return (source, folder)
            }
        }
        return nil
    }

    /// A file name standing for a piece file when none is given yet.
    static let probeName = "Piece.swift"

    func compiledSources(of destination: ProjectDestination) -> NameCollisions.Sources {
        guard let target = manifest.targets.first(where: { $0.name == destination.targetName }) else {
            return .folder(destination.folder)
        }
        var files: [String] = []
        for source in target.sources where ProjectLocator.isFolder(source.base) {
            for relative in FileWalker.files(under: source.base) where relative.hasSuffix(".swift") {
                let file = source.base + "/" + relative
                if source.includes(file), !files.contains(file) { files.append(file) }
            }
        }
        return .files(files)
    }

    func membershipWarnings(for folder: String, destination: ProjectDestination) -> [InstallWarning] {
        guard let target = manifest.targets.first(where: { $0.name == destination.targetName }) else { return [] }
        let probe = XcodeProject.join(folder, Self.probeName)
        let included = target.sources.contains { !$0.isConditional && $0.includes(probe) }
        return included
            ? [] : [.notCompiledIntoTarget(folder: folder, target: destination.targetName, otherTarget: nil)]
    }

}

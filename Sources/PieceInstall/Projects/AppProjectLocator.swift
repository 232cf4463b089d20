import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the project a command works on (`ProjectLocator`: the folders, workspaces and
/// `--project`) and opens it as its `AppProject` conformance: the one place that knows which
/// conformance reads which kind of project.
enum AppProjectLocator {
    /// The project `request` names (`--project`) or the working directory is in; `--target`
    /// chooses among a workspace's projects.
    static func locate(_ request: InstallRequest) throws(ProjectLocatorError) -> ProjectLocation {
        locations.record(request.workingDirectory)
        return try ProjectLocator(startFolder: request.workingDirectory).locate(
            project: request.project, target: request.target)
    }

    /// Every search for a project, by the folder it started from, for the tests that a command
    /// locates its project once (`ProjectSession`).
    static let locations = ReadCounter()

    /// The project at `location`, read.
    static func open(_ location: ProjectLocation) throws(DiagnosticError) -> any AppProject {
        switch location {
        case .xcodeProject(let path):
            do { return XcodeAppProject(try XcodeProject.open(path)) } catch { throw DiagnosticError(error) }
        case .swiftPackage(let manifest):
            do { return PackageAppProject(try PackageManifest.read(manifest)) } catch { throw DiagnosticError(error) }
        case .xcodeGen(let spec):
            do { return XcodeGenAppProject(try XcodeGenSpec.read(spec)) } catch { throw DiagnosticError(error) }
        case .tuist(let manifest):
            do { return TuistAppProject(try TuistManifest.read(manifest)) } catch { throw DiagnosticError(error) }
        }
    }
}

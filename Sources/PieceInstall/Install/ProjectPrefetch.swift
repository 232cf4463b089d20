import Dispatch
import PiecesDiagnostics
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The project `add` installs into, located and opened on the second core while the first reads
/// the registry: the two are independent, and parsing a 1 MB `project.pbxproj` is the largest
/// single step of `add`. What it found (or the error) is used by `ResolvedDestination` in place of
/// locating and opening the project itself, so the project is located once and what `add`
/// reports, and in which order, does not change.
struct ProjectPrefetch: Sendable {
    /// The project the request names or the working directory is in; nil when there is none and
    /// `--path` (without `--project`) names a plain folder.
    var located: Result<ProjectLocation?, ProjectLocatorError>
    /// The located project, opened (or why it could not be), kept for the thread that installs.
    var opened: Result<any AppProject, DiagnosticError>?

    /// Locates the request's project (through `session`, which locates it once), without opening it.
    static func locate(for request: InstallRequest, session: ProjectSession) -> ProjectPrefetch {
        ProjectPrefetch(
            located: Result { () throws(ProjectLocatorError) in try location(of: request, session: session) },
            opened: nil)
    }

    private static func location(of request: InstallRequest, session: ProjectSession) throws(ProjectLocatorError)
        -> ProjectLocation?
    {
        do {
            return try session.locate(request)
        } catch {
            if case .nothingFound = error, request.path != nil, request.project == nil { return nil }
            throw error
        }
    }

    /// Locates and opens the request's project.
    static func open(for request: InstallRequest, session: ProjectSession) -> ProjectPrefetch {
        var prefetch = locate(for: request, session: session)
        if case .success(let location?) = prefetch.located {
            prefetch.opened = Result { () throws(DiagnosticError) in try AppProjectLocator.open(location) }
        }
        return prefetch
    }

    /// The project at `location`: the one opened already, else opened now.
    func project(at location: ProjectLocation) throws(DiagnosticError) -> any AppProject {
        if let opened, let project = try? opened.get(), project.location == location { return project }
        if let opened, case .failure(let error) = opened { throw error }
        return try AppProjectLocator.open(location)
    }

    /// Runs `first` on this thread and `second` on another; returns both results.
    static func concurrently<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (
        A, B
    ) {
        let slots = Slots<A, B>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { slots.first = first() } else { slots.second = second() }
        }
        return (slots.first!, slots.second!)
    }

    /// Two write-once slots, each written by exactly one iteration of `concurrentPerform`, read
    /// after it returns (which orders the writes before the reads).
    private final class Slots<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }
}

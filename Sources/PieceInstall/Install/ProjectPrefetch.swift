import Foundation
import XcodeProjects

/// The Xcode project `add` will edit, parsed on the second core while the first reads the
/// registry: the two are independent, and parsing a 1 MB `project.pbxproj` is the largest single
/// step of `add`. The result (the project or the error opening it) is used only where
/// `InstallSite` would open the same project itself, so what `add` reports, and in which order,
/// does not change.
struct ProjectPrefetch: Sendable {
    /// The `.xcodeproj` path, as the locator gives it.
    var path: String
    var result: Result<XcodeProject, XcodeProjectError>

    /// The project `request` will be installed into, parsed; nil when it is a package, or when
    /// no project is found (`InstallSite` reports that itself).
    static func open(for request: InstallRequest) -> ProjectPrefetch? {
        guard
            case .xcodeProject(let path)? = try? ProjectLocator(startFolder: request.workingDirectory).locate(
                project: request.project)
        else { return nil }
        return ProjectPrefetch(
            path: path, result: Result { () throws(XcodeProjectError) in try XcodeProject.open(path) })
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

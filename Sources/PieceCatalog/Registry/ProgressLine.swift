import Dispatch
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A line on standard error saying what the tool waits for, shown only once a wait has lasted
/// `delay` seconds (a quick fetch shows nothing) and cleared when it ends. The library never
/// prints: `report` is the executable's, given through `RemoteRegistry.RunSettings`, and it writes
/// only when standard error is a terminal.
final class ProgressLine: @unchecked Sendable {
    /// What `report` is given: the text to show, or nil to clear the line.
    typealias Report = @Sendable (String?) -> Void

    static let delay: Double = 1

    private let report: Report
    private let message: String
    private let lock = Lock()
    private var finished = false
    private var shown = false

    init(report: @escaping Report, message: String) {
        self.report = report
        self.message = message
    }

    /// Shows the message after `delay` seconds unless `finish()` came first.
    func start(after delay: Double = ProgressLine.delay) {
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in
            lock.withLock {
                guard !finished else { return }
                shown = true
                report(message)
            }
        }
    }

    /// Ends the wait, clearing the line if it was shown.
    func finish() {
        lock.withLock {
            finished = true
            if shown { report(nil) }
        }
    }
}

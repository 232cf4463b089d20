import Foundation
import PiecesKit

let args = Array(CommandLine.arguments.dropFirst())
let registry = try! Registry.locate(explicit: args.count > 1 ? args[1] : nil, from: FileManager.default.currentDirectoryPath)
let sync = try! Synchronizer(registry: registry)
let renderer = DiagnosticsRenderer(format: .text, color: false)
if args.first == "deps" {
    for (i, s) in sync.foundations.sections.enumerated() {
        print(s.name, "->", sync.foundations.requirementsDescription(i))
    }
    exit(0)
}
if args.first == "sync" {
    let report = sync.sync()
    for c in report.changes { print("updated \(c.path): \(c.summary)") }
    print(renderer.render(report.diagnostics), terminator: "")
    exit(report.exitStatus(hook: false))
} else {
    let report = sync.check()
    print(renderer.render(report.diagnostics), terminator: "")
    exit(report.exitStatus)
}

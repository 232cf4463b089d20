import Foundation

// pieces-embed REGISTRY OUTPUT: writes the registry's files as a Swift source file (run by the
// EmbedRegistry build tool plugin; see docs/embedded-registry.md).
let usage = "usage: pieces-embed REGISTRY-FOLDER OUTPUT-SWIFT-FILE\n"

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
}
do {
    let root = URL(fileURLWithPath: arguments[0])
    let paths = try EmbeddedFileSelection.paths(in: root)
    let files = try paths.map { path in
        (path: path, bytes: try EmbeddedFileSelection.read(path, in: root))
    }
    let source = EmbeddedSourceRenderer.render(files)
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
} catch let failure as EmbedFailure {
    FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(arguments[1]): \(error.localizedDescription)\n".utf8))
    exit(1)
}

import Foundation

// pieces-embed REGISTRY OUTPUT [TEMPLATES]: writes the registry's files (and the templates/ folder's)
// as a Swift source file (run by the EmbedRegistry build tool plugin; see docs/embedded-registry.md).
let usage = "usage: pieces-embed REGISTRY-FOLDER OUTPUT-SWIFT-FILE [TEMPLATES-FOLDER]\n"

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 || arguments.count == 3 else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
}
do {
    let root = URL(fileURLWithPath: arguments[0])
    let paths = try EmbeddedFileSelection.paths(in: root)
    let files = try paths.map { path in
        (path: path, bytes: try EmbeddedFileSelection.read(path, in: root))
    }
    var templates: [(path: String, bytes: [UInt8])] = []
    if arguments.count == 3 {
        let folder = URL(fileURLWithPath: arguments[2])
        templates = try EmbeddedFileSelection.templatePaths(in: folder).map { path in
            (path: path, bytes: try EmbeddedFileSelection.read(path, in: folder))
        }
    }
    let source = EmbeddedSourceRenderer.render(files, templates: templates)
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
} catch let failure as EmbedError {
    FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(arguments[1]): \(error.localizedDescription)\n".utf8))
    exit(1)
}

import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesSupport

/// The file-system calls made on libc instead of `FileManager`'s Foundation-proper ones.
@Suite("File-system calls")
struct FileSystemCallTests {
    @Test func aKindIsReportedForFilesFoldersLinksAndNothing() throws {
        let folder = try TemporaryFolder()
        let root = folder.url.path
        let file = root + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root)
        #expect(FileKind.at(file) == .file)
        #expect(FileKind.at(root) == .folder)
        #expect(FileKind.isFolder(root + "/link"))
        #expect(FileKind.at(root + "/missing") == nil)
        #expect(FileKind.at("/dev/null") == .other)
    }

    @Test func foldersAreMadeWithEveryMissingParent() throws {
        let folder = try TemporaryFolder()
        let root = folder.url.path
        try Folder.create(root + "/a/b//c/")
        #expect(FileKind.isFolder(root + "/a/b/c"))
        try Folder.create(root + "/a/b")
    }

    @Test func aFileInTheWayIsRefusedWithTheSystemsReason() throws {
        let folder = try TemporaryFolder()
        let root = folder.url.path
        try Data().write(to: URL(fileURLWithPath: root + "/a"))
        #expect(throws: FileError.unwritable(path: root + "/a/b", reason: "File exists")) {
            try Folder.create(root + "/a/b")
        }
        // Deeper down, the first folder that cannot be made is still the file.
        #expect(throws: FileError.unwritable(path: root + "/a/b/c", reason: "File exists")) {
            try Folder.create(root + "/a/b/c")
        }
    }

    @Test func theHeadOfAFileIsItsFirstBytes() throws {
        let folder = try TemporaryFolder()
        let root = folder.url.path
        try Data("0123456789".utf8).write(to: URL(fileURLWithPath: root + "/f"))
        #expect(AtomicFile.head(of: root + "/f", count: 4) == Array("0123".utf8))
        #expect(AtomicFile.head(of: root + "/f", count: 100) == Array("0123456789".utf8))
        #expect(AtomicFile.head(of: root + "/none", count: 4) == nil)
    }

    @Test func aDescriptorGetsEveryByteEvenPastAPipesBuffer() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0) }
        let done = DispatchSemaphore(value: 0)
        let received = Received()
        DispatchQueue.global().async {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while case let count = chunk.withUnsafeMutableBytes({ FileDescriptor.read(reading, into: $0) }), count > 0 {
                received.bytes += chunk[..<count]
            }
            done.signal()
        }
        #expect(FileDescriptor.write(bytes, to: writing) == nil)
        close(writing)
        done.wait()
        close(reading)
        #expect(received.bytes == bytes)
    }
}

/// What the reading thread got; read only after it signals that it is done.
private final class Received: @unchecked Sendable {
    var bytes: [UInt8] = []
}

import PiecesSupport

extension CleanPieceCache {
    /// What a piece is judged beside: the foundations, in the order the engine was given them,
    /// and `--strict`. The foundations are named by their bytes, or by their files' settled stamps
    /// (and paths), which spare a `check` of known pieces reading them through a hash; the two
    /// kinds of scope are told apart, so neither key can stand for the other.
    package struct Scope: Sendable {
        let digest: [UInt8]

        package init(foundations: [(path: String, bytes: [UInt8])], strict: Bool) {
            // Each file's own digest: its bytes hashed where they are, none shifted into another's.
            var input = Array(CleanPieceCache.header.utf8) + [strict ? 1 : 0, 0]
            for file in foundations { input += SHA256.digest(file.bytes) }
            digest = SHA256.digest(input)
        }

        package init(foundationStamps: [(path: String, stamp: FileStamp)], strict: Bool) {
            var input = Array(CleanPieceCache.header.utf8) + [strict ? 1 : 0, 1]
            for file in foundationStamps {
                Scope.append(file.stamp, to: &input)
                input += SHA256.digest(file.path)
            }
            digest = SHA256.digest(input)
        }

        /// Appends the stamp's fields to `bytes`, each as eight little-endian bytes.
        static func append(_ stamp: FileStamp, to bytes: inout [UInt8]) {
            func append(_ field: UInt64) { withUnsafeBytes(of: field.littleEndian) { bytes += $0 } }
            append(stamp.device)
            append(stamp.inode)
            append(UInt64(bitPattern: stamp.size))
            append(UInt64(bitPattern: Int64(stamp.modified.seconds)))
            append(UInt64(stamp.modified.nanoseconds))
            append(UInt64(bitPattern: Int64(stamp.changed.seconds)))
            append(UInt64(stamp.changed.nanoseconds))
        }

        /// The key of the piece at `path` as `stamp` finds it.
        package func key(path: String, stamp: FileStamp) -> Key {
            var input = digest
            input.reserveCapacity(digest.count + 7 * 8 + path.utf8.count)
            Scope.append(stamp, to: &input)
            input += path.utf8
            return Key(digest: SHA256.digest(input))
        }
    }
}

#if canImport(SHAExtensions)
    import SHAExtensions

    extension SHA256 {
        /// Whether this CPU has the SHA instructions `hardwareDigest` uses: asked of the CPU once per
        /// process, safely from whichever worker thread hashes first.
        static let hasHardware = pieces_sha256_hardware_available() != 0

        /// SHA-256 of `buffer` with the blocks run through the CPU's SHA instructions; nil on a CPU
        /// without them.
        static func hardwareDigest(_ buffer: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
            guard hasHardware else { return nil }
            return digest(buffer) { state, blocks in
                precondition(blocks.count % 64 == 0 && state.count == 8)
                guard let base = blocks.baseAddress else { return }
                state.withUnsafeMutableBufferPointer { words in
                    roundConstants.withUnsafeBufferPointer { constants in
                        pieces_sha256_hardware_blocks(
                            words.baseAddress, base.assumingMemoryBound(to: UInt8.self), blocks.count / 64,
                            constants.baseAddress)
                    }
                }
            }
        }
    }
#endif

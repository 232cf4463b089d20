import Foundation

fileprivate let cacheFolder: URL? = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?.appendingPathComponent("v")

struct AfterTheChain {}

let plain = 1

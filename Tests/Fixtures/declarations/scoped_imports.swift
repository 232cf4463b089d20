// Scoped imports declare nothing; nor do the conditions of top-level statements (a main.swift).
import Foundation
import class Foundation.Bundle
import func QuartzCore.CACurrentMediaTime
import enum NIOHTTP1.HTTPResponseStatus
import struct Foundation.Data
import protocol Swift.Sendable
import let WinSDK.AF_INET
import var Darwin.errno
import typealias Foundation.TimeInterval
@_exported import struct SystemPackage.Errno
@testable import func Swift.+

struct Declared {}
let declaredConstant = 1

if let line = readLine() { print(line) }
guard let address = channel.localAddress else { fatalError() }
while let next = iterator.next(), let other = next.other { print(other) }
for case let value? in [1, nil] { print(value) }
if let index = items.firstIndex(where: { $0 == 1 }) { print(index) }
func declaredFunction() {}

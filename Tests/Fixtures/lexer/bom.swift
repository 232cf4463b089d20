import Foundation

let greeting = "hello"

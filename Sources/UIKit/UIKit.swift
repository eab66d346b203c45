// UIKit on Apple platforms re-exports Foundation (and CoreGraphics, whose types this module
// provides), so iOS code that only says `import UIKit` finds `CGRect`, `TimeInterval` and
// `NSCoder` here too.
@_exported import Foundation

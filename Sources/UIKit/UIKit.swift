// UIKit on Apple platforms re-exports Foundation and CoreGraphics, so iOS code that only says
// `import UIKit` finds `CGRect`, `CGPath`, `CGContext`, `TimeInterval` and `NSCoder` here too.
@_exported import CoreGraphics
@_exported import Foundation

// UIKit on Apple platforms re-exports Foundation, CoreGraphics and QuartzCore, so iOS code that
// only says `import UIKit` finds `CGRect`, `CALayer`, `CABasicAnimation`, `TimeInterval` and
// `NSCoder` here too.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

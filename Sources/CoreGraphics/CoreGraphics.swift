// Core Graphics on Apple platforms sits on Foundation's geometry (`CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`); re-exporting it lets `import CoreGraphics` alone find them, as on iOS.
@_exported import Foundation

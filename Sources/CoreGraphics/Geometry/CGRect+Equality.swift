import Foundation

extension CGRect {
  /// `==` without a call: Foundation's operator is not inlinable on Linux, and a layout pass
  /// compares the frame of every view it places two or three times (a call cost as much as
  /// reading the frame from the solver). Inlinable, so the other modules' comparisons make no
  /// call either.
  @inlinable @inline(__always)
  package func equals(_ other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y
      && size.width == other.size.width && size.height == other.size.height
  }
}

import UIKit

/// The host's sign that it is recording: a red dot and the time so far, at the top centre,
/// where a phone's notch is and the simulated status bar shows nothing.
///
/// Drawn over the frame after the frame was read for the recording, so it is on screen and
/// never in the video; like the frame-time overlay, it is no part of the app's view tree.
enum RecordingIndicator {
  /// Display items in window points for a recording `elapsed` seconds long, in a window
  /// `width` points wide.
  static func items(elapsed: TimeInterval, width: CGFloat) -> [DisplayItem] {
    let panel = CGRect(x: (width - 86) / 2, y: 2, width: 86, height: 20)
    let seconds = Int(elapsed)
    return [
      .roundedFill(panel, cornerRadius: 10, DisplayColor(red: 0, green: 0, blue: 0, alpha: 0.72)),
      .roundedFill(
        CGRect(x: panel.minX + 9, y: panel.minY + 5, width: 10, height: 10), cornerRadius: 5,
        DisplayColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)),
      .text(
        TextRun(
          text: String(format: "REC %d:%02d", seconds / 60, seconds % 60),
          font: FontFace(file: "NanumSquareRoundB.ttf", pointSize: 12),
          color: DisplayColor(red: 1, green: 1, blue: 1, alpha: 1),
          origin: CGPoint(x: panel.minX + 26, y: panel.minY + 2),
          size: CGSize(width: panel.width - 30, height: 16))),
    ]
  }
}

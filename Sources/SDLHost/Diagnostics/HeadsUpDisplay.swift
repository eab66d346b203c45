import UIKit

/// The frame-time overlay that F2 toggles: frames per second, the time the last frame took,
/// and a graph of the intervals between presented frames over the last three seconds.
///
/// It is drawn by the host on top of the window's display list, so it never disturbs the
/// app's view tree, layout or callbacks.
enum HeadsUpDisplay {
  /// Display items for the overlay, in window points, for a window `width` points wide.
  static func items(
    for timeline: FrameTimeline, width: CGFloat, slowAnimations: Bool
  ) -> [DisplayItem] {
    let panel = CGRect(x: width - 196, y: 8, width: 188, height: 74)
    var items: [DisplayItem] = [
      .roundedFill(panel, cornerRadius: 8, DisplayColor(red: 0, green: 0, blue: 0, alpha: 0.72))
    ]
    let work = (timeline.recentWorkTimes.last ?? 0) * 1000
    var caption = String(format: "%.0f fps  %.1f ms", timeline.framesPerSecond, work)
    if slowAnimations { caption += "  ×10 slow" }
    items.append(
      .text(
        TextRun(
          text: caption, font: FontFace(file: "NanumSquareRoundB.ttf", pointSize: 12),
          color: DisplayColor(red: 1, green: 1, blue: 1, alpha: 1),
          origin: CGPoint(x: panel.minX + 8, y: panel.minY + 5),
          size: CGSize(width: panel.width - 16, height: 16))))
    let graph = CGRect(x: panel.minX + 8, y: panel.minY + 26, width: panel.width - 16, height: 40)
    // Reference lines at 16.7 ms (60 fps) and 33.3 ms (30 fps); bars are clamped at 50 ms.
    for milliseconds in [1000.0 / 60, 1000.0 / 30] {
      let y = graph.maxY - graph.height * CGFloat(milliseconds / 50)
      items.append(
        .fill(
          CGRect(x: graph.minX, y: y, width: graph.width, height: 1),
          DisplayColor(red: 1, green: 1, blue: 1, alpha: 0.3)))
    }
    let intervals = timeline.recentIntervals
    let barWidth = graph.width / CGFloat(FrameTimeline.capacity)
    for (index, interval) in intervals.enumerated() where interval > 0 {
      let milliseconds = interval * 1000
      let height = graph.height * CGFloat(min(milliseconds, 50) / 50)
      let color =
        milliseconds <= 18
        ? DisplayColor(red: 0.3, green: 0.85, blue: 0.4, alpha: 1)
        : milliseconds <= 33
          ? DisplayColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
          : DisplayColor(red: 1, green: 0.3, blue: 0.3, alpha: 1)
      items.append(
        .fill(
          CGRect(
            x: graph.minX + CGFloat(index) * barWidth, y: graph.maxY - height,
            width: max(barWidth, 1), height: height), color))
    }
    return items
  }
}

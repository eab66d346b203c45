/// Switches, sliders, segmented controls, page controls and activity indicators.
extension NibDecoder {
  @MainActor
  func decodeSwitch(_ control: UISwitch) {
    if let on = bool("on") { control.setOn(on, animated: false) }
    if let color = child(key: "onTintColor", name: "color") {
      control.onTintColor = self.color(color)
    }
    if let color = child(key: "thumbTintColor", name: "color") {
      control.thumbTintColor = self.color(color)
    }
  }

  @MainActor
  func decodeSlider(_ slider: UISlider) {
    let minimum = number("minValue").map { Float($0) } ?? 0
    let maximum = number("maxValue").map { Float($0) } ?? 1
    slider.minimumValue = minimum
    slider.maximumValue = max(maximum, minimum)
    if let value = number("value") { slider.setValue(Float(value), animated: false) }
    if let continuous = bool("continuous") { slider.isContinuous = continuous }
    let colors: [(String, ReferenceWritableKeyPath<UISlider, UIColor?>)] = [
      ("minimumTrackTintColor", \.minimumTrackTintColor),
      ("maximumTrackTintColor", \.maximumTrackTintColor), ("thumbTintColor", \.thumbTintColor),
    ]
    for (key, property) in colors {
      if let color = child(key: key, name: "color") {
        slider[keyPath: property] = self.color(color)
      }
    }
  }

  @MainActor
  func decodeSegmentedControl(_ control: UISegmentedControl) {
    for list in children(named: "segments") {
      for segment in list.children where segment.name == "segment" {
        control.insertSegment(
          withTitle: segment["title"] ?? "", at: control.numberOfSegments, animated: false)
        if segment["image"] != nil {
          build.warn(segment, "segment images are not supported; skipped", once: "segment image")
        }
      }
    }
    if let index = integer("selectedSegmentIndex"), index < control.numberOfSegments {
      control.selectedSegmentIndex = max(index, UISegmentedControl.noSegment)
    }
    if let color = child(key: "selectedSegmentTintColor", name: "color") {
      control.selectedSegmentTintColor = self.color(color)
    }
    use("segmentControlStyle")
    if bool("momentary") != true { use("momentary") }
  }

  @MainActor
  func decodePageControl(_ control: UIPageControl) {
    if let pages = integer("numberOfPages") { control.numberOfPages = min(max(pages, 0), 10_000) }
    if let page = integer("currentPage") { control.currentPage = page }
    if let hides = bool("hidesForSinglePage") { control.hidesForSinglePage = hides }
    if let color = child(key: "pageIndicatorTintColor", name: "color") {
      control.pageIndicatorTintColor = self.color(color)
    }
    if let color = child(key: "currentPageIndicatorTintColor", name: "color") {
      control.currentPageIndicatorTintColor = self.color(color)
    }
  }

  @MainActor
  func decodeActivityIndicator(_ spinner: UIActivityIndicatorView) {
    let styles: [String: UIActivityIndicatorView.Style] = [
      "medium": .medium, "large": .large, "white": .white, "whiteLarge": .whiteLarge,
      "gray": .gray,
    ]
    if let style = enumeration("style", styles) { spinner.style = style }
    if let hides = bool("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
    if let color = child(key: "color", name: "color") { spinner.color = self.color(color) }
    if bool("animating") == true { spinner.startAnimating() }
  }
}

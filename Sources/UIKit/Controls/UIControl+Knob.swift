extension UIControl {
  /// Adds the raised white piece a control is moved by: the switch's and slider's thumb and the
  /// segmented control's selection. It never takes touches, so the control itself tracks them.
  func addKnob(
    _ knob: UIView, cornerRadius: CGFloat, shadowOpacity: Float, shadowRadius: CGFloat,
    shadowOffsetY: CGFloat
  ) {
    knob.backgroundColor = .white
    knob.isUserInteractionEnabled = false
    knob.layer.cornerRadius = cornerRadius
    knob.layer.shadowOpacity = shadowOpacity
    knob.layer.shadowRadius = shadowRadius
    knob.layer.shadowOffset = CGSize(width: 0, height: shadowOffsetY)
    addSubview(knob)
  }
}

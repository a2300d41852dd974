import ShapeRender
import Shapes

/// SwiftUI's `Shape`: a shape that is also a view.
///
/// A shape of your own, declared in a file that imports `SwiftUI`, takes view modifiers as
/// it does in SwiftUI:
///
/// ```swift
/// import SwiftUI
///
/// struct Pie: Shape {
///   func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
/// }
/// let view = Pie().padding(5).opacity(0.5)
/// ```
///
/// It adds nothing to `Shapes.Shape` but `View`, whose body (the shape filled with the
/// foreground color) `ShapeRender` provides. In a file that imports `SwiftUI` alone this
/// declaration shadows the one of `Shapes`; the catalog's shapes conform to both.
public protocol Shape: Shapes.Shape, View {}

extension Rectangle: Shape {}
extension RoundedRectangle: Shape {}
extension UnevenRoundedRectangle: Shape {}
extension Capsule: Shape {}
extension Circle: Shape {}
extension Ellipse: Shape {}
extension Trapezium: Shape {}
extension Pie: Shape {}
extension Path: Shape {}

/// SwiftUI's `InsettableShape`: an insettable shape that is also a view, so that one of
/// your own, declared in a file that imports `SwiftUI`, takes view modifiers and
/// `strokeBorder` as it does in SwiftUI.
public protocol InsettableShape: Shapes.InsettableShape, Shape {}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Trapezium: InsettableShape {}
extension Pie: InsettableShape {}

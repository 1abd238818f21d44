// Style sheets are side-effect imports that the bundler of the page handles.
declare module '*.css' {}
